import Foundation
import Testing

/// The module graph is drawn in three places (the README, `Docs/Architecture.md` and the
/// comment that opens `Package.swift`) and declared in one, the manifest's targets, which
/// the compiler enforces. Each drawing must state exactly the declared edges, so adding a
/// dependency without drawing it, or drawing one that does not exist, fails here.
@Suite struct ModuleGraphDocTests {
  /// The documents that draw the graph, each once.
  static let documents = ["README.md", "Docs/Architecture.md"]

  static func manifest() throws -> PackageManifest {
    try PackageManifest(contentsOf: Stratus.packageRoot.appendingPathComponent("Package.swift"))
  }

  @Test func theManifestIsReadAsTheCompilerReadsIt() throws {
    let graph = try Self.manifest().moduleGraph
    #expect(graph["TextUI"] == [])
    #expect(graph["Containers"] == ["Presentation", "Services"])
    #expect(graph["stratus"] == ["Application", "TextSnapshotsCore"])
    // Test targets and what stands outside the graph are not in it.
    #expect(graph["TextUITests"] == nil)
    #expect(graph["ServicesTestSupport"] == nil)
    #expect(graph["stratus-bench"] == nil)
    #expect(graph.count == 9)
  }

  @Test func packageSwiftsCommentDrawsTheDeclaredGraph() throws {
    let manifest = try Self.manifest()
    let text = try String(
      contentsOf: Stratus.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let graph = manifest.moduleGraph
    let drawing = ModuleGraphDrawing.drawing(inManifest: text, modules: Set(graph.keys))
    #expect(drawing.differences(from: graph) == [])
  }

  @Test(arguments: documents)
  func theDocumentDrawsTheDeclaredGraphOnce(_ path: String) throws {
    let graph = try Self.manifest().moduleGraph
    let drawings = try ModuleGraphDrawing.drawings(
      inMarkdown: Stratus.packageRoot.appendingPathComponent(path), modules: Set(graph.keys))
    #expect(drawings.count == 1, "\(path) should draw the module graph once")
    for drawing in drawings {
      #expect(drawing.differences(from: graph) == [])
    }
  }

  /// Architecture.md's table of why each edge exists has a row for every edge, and for
  /// no edge that is not declared.
  @Test func everyEdgeSaysWhyItExists() throws {
    let graph = try Self.manifest().moduleGraph
    let rows = try Self.section("Why each edge exists").compactMap {
      $0.firstMatch(of: /^\| ([\w-]+) (?:-> ([^|]+?)|\(none\)) \|/)
    }
    #expect(!rows.isEmpty)
    var explained: [String: Set<String>] = [:]
    for row in rows {
      let targets = (row.output.2 ?? "").split(separator: ",")
        .map { $0.trimmingCharacters(in: .whitespaces) }
      explained[String(row.output.1), default: []].formUnion(targets)
    }
    for (module, declared) in graph where !declared.isEmpty {
      #expect(explained[module] == declared, "Docs/Architecture.md: why \(module) -> …")
    }
    for (module, stated) in explained {
      #expect(graph[module] == stated, "Docs/Architecture.md: \(module) -> \(stated)")
    }
  }

  /// The edges Architecture.md says do not exist are not declared, directly or through
  /// another module.
  @Test func theEdgesThatDoNotExistDoNot() throws {
    let graph = try Self.manifest().moduleGraph
    let claims = try Self.section("The edges that do not exist").compactMap {
      $0.firstMatch(of: /^- \*\*([\w-]+) -> (.+?)\.\*\*/)
    }
    #expect(claims.count >= 4)
    for claim in claims {
      let module = String(claim.output.1)
      let named = String(claim.output.2)
      let absent =
        named == "any module of ours"
        ? Set(graph.keys).subtracting([module])
        : Set(named.components(separatedBy: " or "))
      #expect(graph[module] != nil, "\(module) is not a module")
      for other in absent {
        #expect(graph[other] != nil, "\(other) is not a module")
        #expect(!Self.reachable(from: module, in: graph).contains(other), "\(module) -> \(other)")
      }
    }
  }

  /// The check itself: an edge added to the manifest and to no drawing is reported, and
  /// so is an edge drawn that the manifest does not declare.
  @Test func aDrawingThatDiffersFromTheManifestIsReported() {
    let manifest = PackageManifest(
      text: """
        // A comment is not read: .target(name: "Ignored")
        .target(name: "A"),
        .target(name: "B", dependencies: ["A"]),
        .target(name: "C", dependencies: ["A", "B"]),
        .target(name: "Support", path: "Tests/Support"),
        .testTarget(name: "CTests", dependencies: ["C"]),
        """)
    let graph = manifest.moduleGraph
    #expect(graph == ["A": [], "B": ["A"], "C": ["A", "B"]])
    let drawing = ModuleGraphDrawing(
      lines: ["A          the base", "B -> A", "C -> B      uses B"], firstLine: 1,
      location: "X.md:1", modules: Set(graph.keys))
    #expect(drawing.differences(from: graph) == ["X.md:1: C -> A is declared but not drawn"])
    let wrong = ModuleGraphDrawing(
      lines: ["A -> B", "B -> A", "C -> all of the above"], firstLine: 1, location: "X.md:1",
      modules: Set(graph.keys))
    #expect(
      wrong.differences(from: graph) == [
        "X.md:3: C -> all: 'all' is not a module",
        "X.md:1: A -> B is drawn but not declared",
        "X.md:1: C -> A is declared but not drawn",
        "X.md:1: C -> B is declared but not drawn",
      ])
  }

  // MARK: - Support

  /// The lines of Architecture.md's section headed `title`, up to the next heading.
  private static func section(_ title: String) throws -> [String] {
    let text = try String(
      contentsOf: Stratus.packageRoot.appendingPathComponent("Docs/Architecture.md"),
      encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("#") && $0.hasSuffix(title) })
    else { return [] }
    let rest = lines[(start + 1)...]
    return Array(rest.prefix { !$0.hasPrefix("#") })
  }

  /// Every module `module` depends on, directly or through others.
  private static func reachable(from module: String, in graph: [String: Set<String>]) -> Set<
    String
  > {
    var seen: Set<String> = []
    var next = Array(graph[module] ?? [])
    while let other = next.popLast() {
      if seen.insert(other).inserted { next += graph[other] ?? [] }
    }
    return seen
  }
}
