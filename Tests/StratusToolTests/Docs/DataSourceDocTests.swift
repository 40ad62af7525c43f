import Foundation
import Testing

/// What the docs say the data sources read, held against the recorded replies in
/// `Examples/open-meteo`, the folder the file source's tests and the HTTP tests' stub
/// server read: one subfolder per endpoint. The forecast, geocoding and radar folders
/// and paths are listed by name; feeds are described once, generically (a feed's folder
/// is named after its path), so a feed added with its replies (as the Tutorial's part 2
/// adds air quality) changes no list, and a folder that is neither fails here.
@Suite struct DataSourceDocTests {
  /// Services.md's layout of a folder of replies, `DIR/<folder>/*.json   <path> replies`.
  static func layout() throws -> [(folder: String, path: String?)] {
    let document = Stratus.packageRoot.appendingPathComponent("Docs/Services.md")
    let block = try MarkdownBlock.blocks(in: document).first { block in
      block.lines.contains { $0.hasPrefix("DIR/") }
    }
    return (block?.lines ?? []).compactMap { line in
      guard let match = line.firstMatch(of: /^DIR\/([\w<>-]+)\/\*\.json\s+(\/v1\/[\w-]+)?/) else {
        return nil
      }
      return (String(match.output.1), match.output.2.map(String.init))
    }
  }

  /// The folder of each feed declared in Sources: the last part of its `path`
  /// (`static let path = "v1/air-quality"`).
  static func feedFolders() throws -> Set<String> {
    let sources = Stratus.packageRoot.appendingPathComponent("Sources")
    var folders: Set<String> = []
    let files = FileManager.default.enumerator(atPath: sources.path)
    while let file = files?.nextObject() as? String {
      guard file.hasSuffix("Feed.swift") else { continue }
      let text = try String(
        contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for match in text.matches(of: /static let path = "v1\/([\w-]+)"/) {
        folders.insert(String(match.output.1))
      }
    }
    return folders
  }

  @Test func theLayoutListsEveryFolderOfTheExamples() throws {
    let examples = Stratus.packageRoot.appendingPathComponent("Examples/open-meteo")
    let folders = try FileManager.default.contentsOfDirectory(atPath: examples.path)
      .filter { name in
        var isFolder: ObjCBool = false
        let path = examples.appendingPathComponent(name).path
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
          && isFolder.boolValue
      }
    let feeds = try Self.feedFolders()
    #expect(feeds.contains("air-quality"))
    #expect(try Self.layout().map(\.folder).contains("<feed>") || feeds.isEmpty)
    let listed = try Self.layout().map(\.folder).filter { $0 != "<feed>" }
    #expect((listed + feeds).sorted() == folders.sorted())
  }

  /// The paths the layout pairs with its folders are the paths every list of the
  /// server's paths names: Services.md's paragraph on HTTP, the README's `--source` row
  /// and the tool's own help for `--source`; each also says that feeds' paths are served.
  @Test func everyListOfPathsNamesTheLayoutsPaths() async throws {
    let paths = Set(try Self.layout().compactMap(\.path))
    #expect(paths.contains("/v1/forecast"))

    let http = try Self.httpParagraph()
    #expect(Self.paths(in: http) == paths, "Docs/Services.md, ### http: \(http)")
    #expect(http.contains("each feed's"), "Docs/Services.md, ### http: \(http)")

    let readme = try String(
      contentsOf: Stratus.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let row = readme.split(separator: "\n").first { $0.hasPrefix("| `--source ") } ?? ""
    #expect(Self.paths(in: String(row)) == paths, "README.md: \(row)")
    #expect(row.contains("each feed's path"), "README.md: \(row)")

    let help = try await Stratus.run(["render", "--help"])
    let source =
      help.output.components(separatedBy: "--source").dropFirst().first?
      .components(separatedBy: "\n  --").first ?? ""
    #expect(Self.paths(in: source) == paths, "render --help, --source: \(source)")
    #expect(source.contains("each feed's"), "render --help, --source: \(source)")
  }

  /// Services.md's paragraph on HTTP names each host `OpenMeteoServer` can move an
  /// endpoint to, and no other.
  @Test func theHTTPParagraphNamesEveryHostOfTheServer() throws {
    let server = try String(
      contentsOf: Stratus.packageRoot.appendingPathComponent(
        "Sources/Services/Clients/OpenMeteoServer.swift"),
      encoding: .utf8)
    let declared = Set(server.matches(of: /public var (\w+BaseURL)\b/).map { String($0.output.1) })
    let http = try Self.httpParagraph()
    let named = Set(http.matches(of: /`(\w+BaseURL)`/).map { String($0.output.1) })
    #expect(named == declared.subtracting(["baseURL"]), "Docs/Services.md, ### http: \(http)")
  }

  /// The first paragraph of Services.md's section on the HTTP source.
  private static func httpParagraph() throws -> String {
    let services = try String(
      contentsOf: Stratus.packageRoot.appendingPathComponent("Docs/Services.md"),
      encoding: .utf8)
    let section = services.components(separatedBy: "### http\n").dropFirst().first ?? ""
    return section.trimmingCharacters(in: .newlines).components(separatedBy: "\n\n").first ?? ""
  }

  /// The `/v1/…` paths `text` names.
  private static func paths(in text: String) -> Set<String> {
    Set(text.matches(of: /\/v1\/[\w-]+/).map { String($0.output) })
  }
}
