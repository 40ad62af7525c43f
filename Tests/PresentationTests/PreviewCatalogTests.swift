import Foundation
import Testing

@testable import Presentation

/// The catalogue lists every presentational view: a view that declares fixtures but is
/// missing from `PreviewCatalog.all` would have no snapshot and no `stratus preview`.
///
/// Swift cannot list a protocol's conformances at run time, so the test reads them where
/// they are written: it scans the module's sources for declarations that conform to
/// `Previewable` and compares the names with the catalogue's. The comparison goes both
/// ways, so a scan that missed a way of writing a conformance fails too (every catalogue
/// entry is `Previewable`, which the compiler checks, and must have been found).
@Suite struct PreviewCatalogTests {
  /// Sources/Presentation, found from this file's path (Tests/PresentationTests/…).
  static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/Presentation")

  @Test func everyPreviewableTypeIsListedExactlyOnce() throws {
    let declared = try Self.previewableTypes(in: Self.sources)
    let listed = PreviewCatalog.all.map(\.name)
    #expect(!declared.isEmpty, "found no Previewable type under \(Self.sources.path)")
    #expect(Set(listed).count == listed.count, "a view is listed twice: \(listed.sorted())")
    let missing = declared.subtracting(listed).sorted()
    #expect(missing.isEmpty, "Previewable but not in PreviewCatalog.all: \(missing)")
    let unfound = Set(listed).subtracting(declared).sorted()
    #expect(unfound.isEmpty, "listed, but the scan found no conformance: \(unfound)")
  }

  @Test func theScanReadsConformancesWrittenInEachWay() {
    let source = """
      /// extension Commented: Previewable {}
      // struct AlsoCommented: View, Previewable {}
      extension Plain: Previewable {
      public struct Declared: View, Sendable,
        Previewable
      {
      extension Outer.Nested: Previewable {
      extension NotAView: Equatable {
      extension PreviewableLookalike: View {
      """
    #expect(Self.previewableTypes(inSource: source) == ["Plain", "Declared", "Nested"])
  }

  /// The names of the types declared `Previewable` in the Swift files under `folder`.
  static func previewableTypes(in folder: URL) throws -> Set<String> {
    let files = try #require(
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
    var names: Set<String> = []
    for case let file as URL in files where file.pathExtension == "swift" {
      names.formUnion(previewableTypes(inSource: try String(contentsOf: file, encoding: .utf8)))
    }
    return names
  }

  /// The names of the types that `source` declares `Previewable`, in order, by the last
  /// component of their name (what `String(describing:)` gives the catalogue).
  static func previewableTypes(inSource source: String) -> [String] {
    let code = source.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.drop { $0 == " " }.hasPrefix("//") }
      .joined(separator: "\n")
    let declaration =
      #/(?:extension|struct|enum|class|actor)\s+(?<name>[A-Za-z_][\w.]*)\s*:(?<conformances>[^{]*)\{/#
    return code.matches(of: declaration).compactMap { match in
      guard match.conformances.contains(#/\bPreviewable\b/#) else { return nil }
      return match.name.split(separator: ".").last.map(String.init)
    }
  }
}
