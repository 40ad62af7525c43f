import BuildBoard
import Foundation
import Testing
import TextSnapshots

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every call of swift-snapshot-testing's README and of its `Snapshotting` documentation
/// that applies to text, written as someone moving over writes it with Stratus.
/// Docs/Snapshots.md, "Coming from swift-snapshot-testing", sets each call here beside
/// the one it ports, and `SwiftSnapshotTestingDocTests` (in Stratus's StratusToolTests)
/// fails when a call the table shows is not in this file.
///
/// The suite runs under swift-snapshot-testing's trait, `.snapshots(record: .failed)`:
/// a golden that differs is re-recorded (and the test fails) instead of left pending.
@MainActor
@Suite(.snapshots(record: .failed))
struct SwiftSnapshotTestingPortTests {
  // MARK: - README

  @Test func aViewAsTextInsteadOfAnImage() {
    assertSnapshot(of: BuildCard(props: .failedTests), as: .frame(width: 30, height: 6))
  }

  @Test func recordingJustThisOneSnapshot() {
    // `all` rewrites only a golden whose bytes differ: a matching one is left alone.
    assertSnapshot(of: Build.failedTests, as: .dump, mode: .all)
  }

  @Test func recordingEverySnapshotInAScope() {
    withSnapshotTesting(record: .all) {
      assertSnapshot(of: StatusBadge(.passing), as: .frame(width: 8, height: 1))
      assertSnapshot(of: StatusBadge(.failing), as: .frame(width: 8, height: 1))
      assertSnapshot(of: StatusBadge(.running), as: .frame(width: 8, height: 1))
    }
  }

  @Test func oneValueAsSeveralStrategies() {
    assertSnapshots(of: User.blob, as: [.dump, .description])
  }

  @Test func oneValueAsNamedStrategies() {
    assertSnapshots(of: Build.failedTests, as: ["props": .dump, "wire": .json])
  }

  @Test func aURLRequestAsRawHTTP() {
    assertSnapshot(of: URLRequest.createAccount, as: .raw)
  }

  @Test func anEncodableAsJSON() {
    assertSnapshot(of: User.blob, as: .json)
  }

  @Test func anEncodableAsAPropertyList() {
    assertSnapshot(of: User.blob, as: .plist)
  }

  @Test func anyValueAsADump() {
    assertSnapshot(of: User.blob, as: .dump)
  }

  // MARK: - The Snapshotting documentation's strategies

  @Test func anyValueAsItsDescription() {
    assertSnapshot(of: User.blob, as: .description)
  }

  @Test func textAsLines() {
    assertSnapshot(of: "Blobbed around\nthe world.", as: .lines)
  }

  @Test func aFunctionOfACaseIterableIntoATable() {
    assertSnapshot(of: { (status: StatusBadge.Status) in status.rawValue }, as: .func(into: .lines))
  }

  @Test func aStrategyPulledBackToAnotherType() {
    assertSnapshot(of: BuildCard(props: .failedTests), as: .props)
  }

  @Test func aStrategyOfOurOwnWithItsPathExtension() {
    assertSnapshot(of: Build.failedTests, as: .jsonFile)
  }

  // MARK: - Assertions

  @Test func aThrowingExpressionNeedsNoTry() {
    assertSnapshot(of: try JSONDecoder().decode(User.self, from: User.blobJSON), as: .dump)
  }

  @Test func aHelperOfOurOwnBuiltOnVerifySnapshot() {
    assertBuild(.failedTests)
  }

  @Test(.snapshots(record: .never, diffTool: .ksdiff))
  func aTestOfTheSuiteWithItsOwnTrait() {
    #expect(SnapshotConfiguration.current.mode == .never)
    assertSnapshot(of: StatusBadge.Status.allCases, as: .dump)
  }

  @Test func aThrownErrorIsTheFailureAndNamesIt() {
    // A helper's check, run outside any golden: the failure names the error.
    let failure = verifySnapshot(of: try User.decodingNothing(), as: .dump)
    #expect(failure?.contains("the value threw DecodingError") == true, "\(failure ?? "nil")")
  }
}

/// A team's own assertion, built on `verifySnapshot`: it says what changed before the
/// diff. Its golden is named after the test that calls it.
@MainActor
func assertBuild(
  _ build: @autoclosure () throws -> Build,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function,
  line: Int = #line, column: Int = #column
) {
  let failure = verifySnapshot(of: try build(), as: .dump, filePath: filePath, function: function)
  guard let failure else { return }
  let location = SourceLocation(
    fileID: fileID, filePath: "\(filePath)", line: line, column: column)
  Issue.record("The build changed.\n\(failure)", sourceLocation: location)
}

// MARK: - Values and strategies of the README

/// The README's user.
struct User: Codable {
  var id: Int
  var name: String
  var bio: String

  static let blob = User(id: 1, name: "Blobby", bio: "Blobbed around the world.")
  static let blobJSON = Data(
    #"{"id": 1, "name": "Blobby", "bio": "Blobbed around the world."}"#.utf8)

  /// Decodes a user from no data at all, which throws.
  static func decodingNothing() throws -> User {
    try JSONDecoder().decode(User.self, from: Data())
  }
}

extension URLRequest {
  /// The README's request: an account created with a form post.
  static var createAccount: URLRequest {
    var request = URLRequest(url: URL(string: "http://localhost:8080/account")!)
    request.httpMethod = "POST"
    request.setValue(#"pf_session={"userId":"1"}"#, forHTTPHeaderField: "Cookie")
    request.httpBody = Data("email=blob%40pointfree.co&name=Blob".utf8)
    return request
  }
}

extension Snapshotting where Value == URLRequest {
  /// A request as raw HTTP: its method and URL, its headers sorted, then its body.
  static var raw: Snapshotting {
    Snapshotting<String>.lines.pullback { request in
      let headers = (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }
      let head =
        ["\(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "")"]
        + headers.map { "\($0.key): \($0.value)" }
      let body = request.httpBody.map { String(decoding: $0, as: UTF8.self) }
      return (head + (body.map { ["", $0] } ?? [])).joined(separator: "\n")
    }
  }
}

extension Snapshotting where Value == BuildCard {
  /// A card as a dump of its props: `.dump` pulled back along `\.props`, as the
  /// documentation pulls `.image` back from a view controller to its view.
  static var props: Snapshotting {
    Snapshotting<BuildCard.Props>.dump.pullback(\.props)
  }
}

extension Snapshotting where Value: Encodable {
  /// A value as an XML property list, in a `.plist` file: a strategy of our own, with
  /// its own kind and extension.
  static var plist: Snapshotting {
    Snapshotting(pathExtension: "plist", kind: "plist") { value in
      let encoder = PropertyListEncoder()
      encoder.outputFormat = .xml
      return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) }
        ?? "cannot encode \(value)"
    }
  }

  /// `.json` in a `.json` file, which an editor highlights and `jq` reads.
  static var jsonFile: Snapshotting {
    var json = Snapshotting.json
    json.pathExtension = "json"
    return json
  }
}

extension Snapshotting {
  /// A function of a `CaseIterable` input as a table: each input and what the function
  /// makes of it, one `"input","output"` row each, in a `.csv` file.
  static func `func`<Input: CaseIterable, Output>(
    into witness: Snapshotting<Output>
  ) -> Snapshotting where Value == (Input) -> Output {
    Snapshotting(
      pathExtension: "csv", kind: "csv",
      make: { (function, _) throws(SnapshotError) in
        var rows: [String] = []
        for input in Input.allCases {
          let output = try witness.snapshot(of: function(input)).text
          let lines = output.split(separator: "\n").dropFirst().map { $0.dropFirst().dropLast() }
          rows.append("\"\(input)\",\"\(lines.joined(separator: "\\n"))\"")
        }
        return Snapshot(kind: "csv", text: rows.joined(separator: "\n"))
      })
  }
}
