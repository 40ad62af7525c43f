import Foundation
import Testing

/// The files the docs name exist: a file renamed, moved or deleted without the docs that
/// point at it fails here, so a reader never follows a path to nothing.
///
/// Two forms are checked. A relative link (`[AppTab.swift](../Sources/…/AppTab.swift)`)
/// must reach a file or folder. A path in backticks with a folder and an extension
/// (`Clients/WeatherClient.swift`, `Tests/Servers/open_meteo_stub.py`) must be the end of
/// the path of a file in the package: the docs shorten paths to what their section
/// is about, so `Files/OffPool.swift` in Services.md is `Sources/Services/Files/OffPool.swift`.
/// A bare file name (`Type+Aspect.swift`, `settings.json`) is often a pattern or a file
/// the app writes, so it is not checked.
@Suite struct DocPathTests {
  /// The README, `Docs/*.md` and the examples' README, by path from the package root.
  static let documents =
    DocExcerptTests.documents.map { String($0.path.dropFirst(Stratus.packageRoot.path.count + 1)) }
    + ["Examples/open-meteo/README.md"]

  /// Every file of the package but the build's and git's, by path from its root.
  static let files: [String] = {
    let root = Stratus.packageRoot.path
    let enumerator = FileManager.default.enumerator(atPath: root)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if path == ".build" || path == ".git" {
        enumerator?.skipDescendants()
      } else if enumerator?.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
        files.append(path)
      }
    }
    return files
  }()

  @Test(arguments: documents)
  func everyPathNamedExists(_ path: String) throws {
    let document = Stratus.packageRoot.appendingPathComponent(path)
    let folder = document.deletingLastPathComponent()
    let lines = try String(contentsOf: document, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    for (number, line) in lines.enumerated() {
      for link in line.matches(of: /\]\(([^)\s]+)\)/).map({ String($0.output.1) })
      where !link.contains("://") && !link.hasPrefix("#") && !link.hasPrefix("mailto:") {
        let target = folder.appendingPathComponent(String(link.split(separator: "#")[0]))
        #expect(
          FileManager.default.fileExists(atPath: target.path),
          "\(path):\(number + 1): the link \(link) leads nowhere")
      }
      for named in line.matches(of: /`([\w.+-]+(?:\/[\w.+-]+)+\.\w+)`/).map({ String($0.output.1) })
      {
        #expect(Self.exists(named), "\(path):\(number + 1): no file \(named)")
      }
    }
  }

  @Test func theRulesFindWhatTheySay() {
    #expect(Self.exists("Package.swift"))
    #expect(Self.exists("Files/OffPool.swift"))
    #expect(Self.exists("Sources/Services/Files/OffPool.swift"))
    #expect(!Self.exists("iles/OffPool.swift"), "a path ends on a folder's boundary")
    #expect(!Self.exists("Files/Nothing.swift"))
  }

  /// Whether a file's path from the package root is `path` or ends with `/path`.
  private static func exists(_ path: String) -> Bool {
    files.contains { $0 == path || $0.hasSuffix("/" + path) }
  }
}
