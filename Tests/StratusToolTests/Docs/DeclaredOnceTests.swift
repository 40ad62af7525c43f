import Foundation
import Testing

/// Facts the code states in one declaration, which everything else names: changing one is
/// one edit, and a copy typed again, which a later change would leave wrong, fails here.
@Suite struct DeclaredOnceTests {
  /// A fact, where it is declared, how it is spelled, and where no copy may be.
  struct Fact: Sendable, CustomStringConvertible {
    var name: String
    /// The file that declares it, from the package root.
    var declaration: String
    /// Each way of writing it that a copy would use.
    var spellings: [String]
    /// The folders searched for copies, from the package root.
    var folders: [String]
    /// Copies a module that cannot see the declaration keeps, each checked against it by
    /// a test of its own (named in the copy's doc comment), from the package root.
    var checkedCopies: [String] = []

    var description: String { name }
  }

  static let facts = [
    Fact(
      name: "the missing-value mark (Glyphs.missingValue)",
      declaration: "Sources/Presentation/Views/Glyphs+MissingValue.swift",
      spellings: [#""--""#],
      // The tool's own "--" is the end of its options, another thing.
      folders: ["Sources/Presentation", "Sources/Containers", "Sources/Application"]),
    Fact(
      name: "the fixtures' reference time (FixtureTime.reference)",
      declaration: "Sources/Services/Fixtures/FixtureTime.swift",
      spellings: ["1_795_377_600", "1795377600", "2026-11-22T20:00:00Z", "22 Nov 2026"],
      folders: ["Sources"],
      // Presentation's fixtures need it and cannot import Services: FixtureClockTests.
      checkedCopies: ["Sources/Presentation/Catalog/FixtureClock.swift"]),
  ]

  /// The fact is written in its declaration and in no line of code anywhere else in the
  /// folders (comments may describe it).
  @Test(arguments: facts)
  func isWrittenOnlyInItsDeclaration(_ fact: Fact) throws {
    let root = Stratus.packageRoot
    let declaration = try String(
      contentsOf: root.appendingPathComponent(fact.declaration), encoding: .utf8)
    #expect(
      fact.spellings.contains { declaration.contains($0) },
      "\(fact.declaration) no longer declares \(fact)")
    for folder in fact.folders {
      for file in try Self.swiftFiles(in: root.appendingPathComponent(folder))
      where file.path != root.appendingPathComponent(fact.declaration).path
        && !fact.checkedCopies.contains(String(file.path.dropFirst(root.path.count + 1)))
      {
        let lines = try String(contentsOf: file, encoding: .utf8).split(
          separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated()
        where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
          for spelling in fact.spellings where line.contains(spelling) {
            Issue.record(
              "\(file.path.dropFirst(root.path.count + 1)):\(index + 1) writes \(fact) again")
          }
        }
      }
    }
  }

  /// The README's table of `render`'s options quotes the `--at` default the tool prints,
  /// which the tool derives from the reference time.
  @Test func theReadmeQuotesTheToolsDefaultTime() async throws {
    let help = try await Stratus.run(["render", "--help"])
    #expect(help.status == 0)
    let text = help.output.replacing(/\s+/, with: " ")
    let printed = try #require(
      text.firstMatch(of: /--at <ISO8601> [^(]*\(default ([^)]+)\)/)?.output.1,
      "render --help no longer gives --at's default")
    let readme = try String(
      contentsOf: Stratus.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let row = readme.split(separator: "\n").first { $0.hasPrefix("| `--at ") } ?? ""
    #expect(row.contains("(default `\(printed)`)"), "README.md: \(row)")
  }

  /// The `.swift` files under `folder`, at any depth.
  private static func swiftFiles(in folder: URL) throws -> [URL] {
    let paths =
      FileManager.default.enumerator(atPath: folder.path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
    return paths.sorted().map { folder.appendingPathComponent($0) }
  }
}
