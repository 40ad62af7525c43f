import Foundation

/// The sections' source files as `SectionShapeTests` reads them: folders, file names and
/// a few declarations found by plain text matching, with no Swift parser.
///
/// The matching is deliberately narrow (it knows the shapes the sections are written
/// in, after `swift format`), and its own tests show what it finds.
struct SectionTree {
  /// The module a section folder belongs to.
  enum Module: String {
    case presentation = "Presentation"
    case containers = "Containers"
  }

  /// A folder's entries by kind, sorted, hidden files left out.
  struct Listing {
    var files: [String]
    var folders: [String]
  }

  /// One argument of a function: `weather state: FetchState<Weather>` has the label
  /// `weather`, the name `state` and the type `FetchState<Weather>`.
  struct Parameter: Equatable {
    var label: String
    var name: String
    var type: String
  }

  /// The package's root, found from this file's path (Tests/ContainersTests/…).
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  let root: URL

  /// `Sources/<Module>/Sections/<section>`, or a folder inside it.
  func folder(_ module: Module, _ section: String, _ inside: String...) -> URL {
    ([module.rawValue, "Sections", section] + inside).reduce(
      root.appendingPathComponent("Sources")
    ) { $0.appendingPathComponent($1) }
  }

  /// The text of `Sources/<Module>/Sections/<section>/…/<name>.swift`, or `nil` when
  /// there is no such file: the path's last part is the file's name, without `.swift`.
  func source(_ module: Module, _ section: String, _ path: String...) -> String? {
    guard let name = path.last else { return nil }
    let folder = path.dropLast().reduce(folder(module, section)) { $0.appendingPathComponent($1) }
    return try? text(of: folder.appendingPathComponent("\(name).swift"))
  }

  /// The text of `Tests/ContainersTests/<name>.swift`, or `nil` when there is none.
  func source(tests name: String) -> String? {
    try? text(of: root.appendingPathComponent("Tests/ContainersTests/\(name).swift"))
  }

  /// The section folders of `module`, sorted.
  func sectionNames(in module: Module) throws -> [String] {
    try listing(of: root.appendingPathComponent("Sources/\(module.rawValue)/Sections")).folders
  }

  func listing(of folder: URL) throws -> Listing {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { !$0.hasPrefix(".") }.sorted()
    var listing = Listing(files: [], folders: [])
    for name in names {
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
      if isFolder.boolValue { listing.folders.append(name) } else { listing.files.append(name) }
    }
    return listing
  }

  func text(of file: URL) throws -> String {
    try String(contentsOf: file, encoding: .utf8)
  }

  /// The screens and sheets of `section`: the Swift files at the top of its Presentation
  /// folder named `…View` or `…Sheet` that declare a view of that name, as
  /// `public struct <name>: View` or, for a feed screen's view, `: PresentationalView`.
  func screens(in section: String) throws -> [String] {
    let folder = folder(.presentation, section)
    return try listing(of: folder).files.compactMap { file in
      let name = String(file.dropLast(".swift".count))
      guard file.hasSuffix(".swift"), name.hasSuffix("View") || name.hasSuffix("Sheet") else {
        return nil
      }
      let source = try text(of: folder.appendingPathComponent(file))
      let declarations = ["View", "PresentationalView"].map { "public struct \(name): \($0)" }
      return declarations.contains(where: source.contains) ? name : nil
    }
  }

  /// `SkyView` -> `SkyContainer`, `AccountSwitcherSheet` -> `AccountSwitcherContainer`.
  static func container(of screen: String) -> String {
    let suffix = screen.hasSuffix("Sheet") ? "Sheet" : "View"
    return screen.dropLast(suffix.count) + "Container"
  }

  /// The parameters of the first `public static func props(` in `source`; none when
  /// there is no such function.
  static func parameters(ofPropsIn source: String) -> [Parameter] {
    guard let start = source.range(of: "public static func props(") else { return [] }
    var depth = 1
    var list = ""
    for character in source[start.upperBound...] {
      if "(<[".contains(character) { depth += 1 }
      if ")>]".contains(character) { depth -= 1 }
      if depth == 0 { break }
      list.append(depth == 1 && character == "," ? "\u{1F}" : character)
    }
    return list.split(separator: "\u{1F}").compactMap { text in
      let parts = text.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { return nil }
      let words = parts[0].split(whereSeparator: \.isWhitespace).map(String.init)
      guard let name = words.last else { return nil }
      return Parameter(
        label: words.first ?? name, name: name,
        type: parts[1].trimmingCharacters(in: .whitespacesAndNewlines))
    }
  }

  /// Whether `source` declares an `enum Content` with a case
  /// `message(CentredMessage.Props…)` in its body.
  static func declaresMessageContent(_ source: String) -> Bool {
    guard let start = source.range(of: "enum Content"),
      let open = source[start.upperBound...].firstIndex(of: "{")
    else { return false }
    var depth = 0
    var body = ""
    for character in source[open...] {
      if character == "{" { depth += 1 }
      if character == "}" { depth -= 1 }
      body.append(character)
      if depth == 0 { break }
    }
    return body.contains("case message(CentredMessage.Props")
  }
}
