import Foundation

/// The targets `Package.swift` declares and what each depends on: the module graph as the
/// compiler enforces it, which every drawing of the graph is checked against.
///
/// The manifest is read as text, not run: each `.target`, `.executableTarget` and
/// `.testTarget` call is a name, an optional `dependencies` list and an optional `path`,
/// with no parenthesis inside (the package has no package dependencies, so no
/// `.product(…)`). Running `swift package dump-package` would need the toolchain, which
/// a test inside `swift test` cannot start.
struct PackageManifest {
  /// One target of the manifest.
  struct Target: Equatable {
    enum Kind: String {
      case target, executableTarget, testTarget
    }
    var name: String
    var kind: Kind
    var dependencies: [String]
    /// The `path:` argument, when the sources are not in `Sources/<name>`.
    var path: String?
  }

  /// The targets, in the order they are declared.
  var targets: [Target]

  /// The targets the drawings leave out: `stratus-bench` and the C module it alone links
  /// stand outside the app's graph, as a test target does (`Package.swift`'s comment
  /// says why), and are described in prose instead.
  static let outsideTheGraph: Set = ["stratus-bench", "AllocationCounting"]

  /// The manifest at `url`.
  init(contentsOf url: URL) throws {
    try self.init(text: String(contentsOf: url, encoding: .utf8))
  }

  /// The manifest whose text is `text`.
  init(text: String) {
    let code = text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
      .joined(separator: "\n")
    let call = /\.(target|executableTarget|testTarget)\(\s*name:\s*"([^"]+)"([^)]*)\)/
    targets = code.matches(of: call).map { match in
      let arguments = String(match.output.3)
      let list = arguments.firstMatch(of: /dependencies:\s*\[([^\]]*)\]/)?.output.1 ?? ""
      return Target(
        name: String(match.output.2),
        kind: Target.Kind(rawValue: String(match.output.1)) ?? .target,
        dependencies: list.matches(of: /"([^"]+)"/).map { String($0.output.1) },
        path: arguments.firstMatch(of: /path:\s*"([^"]+)"/).map { String($0.output.1) })
    }
  }

  /// The module graph: every library and executable target whose sources are in
  /// `Sources/` and that is not ``outsideTheGraph``, with the modules it depends on.
  var moduleGraph: [String: Set<String>] {
    var graph: [String: Set<String>] = [:]
    for target in targets
    where target.kind != .testTarget && !(target.path ?? "").hasPrefix("Tests/")
      && !Self.outsideTheGraph.contains(target.name)
    {
      graph[target.name] = Set(target.dependencies)
    }
    return graph
  }
}
