import Testing

@testable import TextSnapshotsCore

/// Which function a call is written in, and which tests a file declares, read from
/// source without a parser: the identity a rewrite checks, and what `prune` keeps.
@Suite struct SwiftFunctionsTests {
  /// The innermost function around the first `<here>` marker of `text`.
  private func function(around text: String) -> String? {
    let bytes = Array(text.utf8)
    let marker = Array("<here>".utf8)
    let offset = bytes.indices.first { bytes[$0...].starts(with: marker) }
    return offset.flatMap { SwiftFunctions(bytes).innermost(containing: $0)?.name }
  }

  @Test func findsTheFunctionAroundACallInsideClosuresAndNestedFunctions() {
    #expect(function(around: "@Test func a() {\n  items.forEach { _ in <here> }\n}\n") == "a")
    #expect(function(around: "func a() {\n  func b() { <here> }\n}\n") == "b")
    #expect(function(around: "func a() {\n  func b() {}\n  <here>\n}\n") == "a")
    #expect(function(around: "struct S {\n  init(x: Int) { <here> }\n}\n") == "init")
    #expect(function(around: "let x = 1 // <here>\n") == nil)
  }

  @Test func aClosureAmongTheParametersIsNotTheBody() {
    let text = "func a(run: () -> Void = { }, _ b: [Int] = []) async throws -> Int {\n  <here>\n}\n"
    #expect(function(around: text) == "a")
    #expect(SwiftFunctions(Array(text.utf8)).functions.map(\.name) == ["a"])
  }

  @Test func attributesGenericsAndWhereClausesAreSteppedOver() {
    let text = """
      @Test(.enabled(if: isOn), arguments: [1, 2])
      func a<T>(x: T) where T: Equatable { <here> }
      """
    #expect(function(around: text) == "a")
  }

  @Test func declarationsInStringsAndCommentsAreNotFunctions() {
    let text = """
      func a() {
        let s = "func b() { <here> }"
        // func c() {
        /* func d() { */
      }
      """
    #expect(function(around: text) == "a")
    #expect(SwiftFunctions(Array(text.utf8)).functions.map(\.name) == ["a"])
  }

  @Test func aRequirementWithoutABodyDoesNotClaimTheNextBrace() {
    let text = """
      protocol P {
        func a()
        var b: Int { get }
      }
      """
    #expect(SwiftFunctions(Array(text.utf8)).functions.isEmpty)
  }

  @Test func callingAnInitializerDeclaresNothing() {
    let text = "func a() {\n  let s = S.init(x: 1)\n  self.init { <here> }\n}\n"
    #expect(function(around: text) == "a")
  }

  @Test func backtickedAndOperatorNames() {
    #expect(function(around: "func `default`() { <here> }") == "default")
    #expect(function(around: "static func == (a: S, b: S) -> Bool { <here> }") == "==")
  }

  @Test func anIfInsideABodyMarksItButOneAroundTheFunctionDoesNot() {
    let text = """
      #if os(macOS)
        @Test func onlyOnMacOS() {}
      #endif
      @Test func everywhere() {
        #if os(Linux)
          check()
        #endif
      }
      """
    let functions = SwiftFunctions(Array(text.utf8))
    #expect(functions.named("onlyOnMacOS").map(\.hasConditionalCode) == [false])
    #expect(functions.named("everywhere").map(\.hasConditionalCode) == [true])
  }

  @Test func theBaseNameOfAFunctionValue() {
    #expect(SwiftFunctions.baseName(ofFunction: "rendersDash(at:)") == "rendersDash")
    #expect(SwiftFunctions.baseName(ofFunction: "`default`()") == "default")
    #expect(SwiftFunctions.baseName(ofFunction: "body") == "body")
  }
}
