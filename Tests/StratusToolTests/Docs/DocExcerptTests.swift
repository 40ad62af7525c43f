import Foundation
import Testing

/// Code quoted in the docs is code that exists: every block introduced by a link to a
/// file of the package appears in that file (see ``Excerpt`` for the rule).
///
/// Quote the lines a step is about, never a whole list that grows: a quote holding every
/// tab, feed or section breaks when a learner adds one. The code writes those lists one
/// item a line (`AppTab`'s cases, `PreviewCatalog.all`, `AppGraph.feeds`), so a step
/// quotes its own item and elides the rest with `// …`. `Scripts/check-tutorial.sh`
/// adds a tab and a feed to a copy of the package and runs these tests there, so a quote
/// that a new tab or feed would break fails CI.
@Suite struct DocExcerptTests {
  /// The README and every Markdown file under `Docs/`.
  static let documents: [URL] = {
    let docs = Stratus.packageRoot.appendingPathComponent("Docs")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
    return [Stratus.packageRoot.appendingPathComponent("README.md")]
      + names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
  }()

  @Test func theDocsAreFound() {
    let names = Self.documents.map(\.lastPathComponent)
    for expected in ["README.md", "Architecture.md", "Patterns.md", "Tutorial.md", "Snapshots.md"] {
      #expect(names.contains(expected))
    }
  }

  @Test(arguments: documents.map(\.lastPathComponent))
  func everyExcerptAppearsInItsFile(_ name: String) throws {
    let document = try #require(Self.documents.first { $0.lastPathComponent == name })
    for block in try MarkdownBlock.blocks(in: document) {
      guard let source = block.excerptSource else { continue }
      let file = try String(contentsOf: source, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let missing = Excerpt.firstMissingPart(of: block.lines, in: file)
      #expect(
        missing == nil,
        """
        \(block.location): this excerpt is not in \(source.lastPathComponent) as quoted; \
        the first part not found:
        \((missing ?? []).joined(separator: "\n"))
        """)
    }
  }

  @Test func theRuleFindsMovedAndEditedLines() {
    let file = ["struct A {", "  func f() {", "    g()", "  }", "", "  func h() {}", "}"]
    #expect(Excerpt.firstMissingPart(of: ["func f() {", "  g()", "}"], in: file) == nil)
    #expect(Excerpt.firstMissingPart(of: ["struct A {", "// …", "}"], in: file) == nil)
    #expect(Excerpt.firstMissingPart(of: ["func f() {", "  g( )"], in: file) != nil)
    // Parts must keep their order, and one part keeps one indentation.
    #expect(Excerpt.firstMissingPart(of: ["func h() {}", "// …", "func f() {"], in: file) != nil)
    #expect(Excerpt.firstMissingPart(of: ["func f() {", "g()"], in: file) != nil)
  }

  @Test func aLinkOnTheIntroducingLineNamesTheSource() throws {
    let folder = Stratus.packageRoot.appendingPathComponent("Docs")
    let block = MarkdownBlock(
      language: "swift", lines: [],
      introduction: "See [the docs](https://x.org/a) and [Package.swift](../Package.swift#L3):",
      line: 1, file: folder.appendingPathComponent("X.md"))
    #expect(block.excerptSource?.standardizedFileURL.lastPathComponent == "Package.swift")
    var diagram = block
    diagram.introduction = "The graph, as [Package.swift](../Package.swift) declares it, is"
    #expect(diagram.excerptSource != nil)
    diagram.introduction = "A diagram of [the modules](../Sources):"
    #expect(diagram.excerptSource == nil)
  }
}
