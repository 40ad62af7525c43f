import Foundation

/// A drawing of the module graph in the docs or in `Package.swift`'s comment, read back
/// as edges so a test can hold it against the manifest.
///
/// Every drawing uses one notation, a line per module, the modules it depends on after
/// an arrow and what it is for after them:
///
/// ```text
/// Presentation      -> TextUI                 pure views, their props and fixtures
/// Services          (Foundation, Observation only)
/// Containers        -> Presentation, Services
/// ```
///
/// The list after `->` is names and commas only, so it ends at the first word not
/// followed by a comma; a parenthesis right after the name is a note (`(executable)`).
struct ModuleGraphDrawing {
  /// Where the drawing is, for messages: `README.md:92`.
  var location: String
  /// Each module drawn, with the modules its arrow points to.
  var edges: [String: Set<String>] = [:]
  /// Lines that are not a module of the graph, or a module drawn twice.
  var problems: [String] = []

  /// The drawing made of `lines` (numbered from `firstLine`), read against the graph's
  /// `modules`.
  init(lines: [String], firstLine: Int, location: String, modules: Set<String>) {
    self.location = location
    let pattern = /^(\S+)(?:\s+\([^)]*\))?\s*(?:->\s*([\w-]+(?:,\s*[\w-]+)*))?/
    for (offset, line) in lines.enumerated() {
      let text = line.trimmingCharacters(in: .whitespaces)
      guard !text.isEmpty else { continue }
      let place = "\(location.split(separator: ":").first ?? ""):\(firstLine + offset)"
      guard let match = text.firstMatch(of: pattern), modules.contains(String(match.output.1))
      else {
        problems.append("\(place): '\(text)' does not start with a module of the graph")
        continue
      }
      let module = String(match.output.1)
      let targets = (match.output.2 ?? "").split(separator: ",")
        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
      for target in targets where !modules.contains(target) {
        problems.append("\(place): \(module) -> \(target): '\(target)' is not a module")
      }
      if edges[module] != nil { problems.append("\(place): \(module) is drawn twice") }
      edges[module, default: []].formUnion(targets.filter(modules.contains))
    }
  }

  /// What differs between this drawing and `graph`, one sentence each; empty when the
  /// drawing states exactly the graph's modules and edges.
  func differences(from graph: [String: Set<String>]) -> [String] {
    var differences = problems
    for module in graph.keys.sorted() {
      guard let drawn = edges[module] else {
        differences.append("\(location): \(module) is not drawn")
        continue
      }
      let declared = graph[module] ?? []
      for missing in declared.subtracting(drawn).sorted() {
        differences.append("\(location): \(module) -> \(missing) is declared but not drawn")
      }
      for extra in drawn.subtracting(declared).sorted() {
        differences.append("\(location): \(module) -> \(extra) is drawn but not declared")
      }
    }
    return differences
  }

  /// The drawings in the Markdown file at `url`: each fenced block whose every line
  /// starts with a module of the graph and which draws at least one arrow.
  static func drawings(inMarkdown url: URL, modules: Set<String>) throws -> [ModuleGraphDrawing] {
    try MarkdownBlock.blocks(in: url).compactMap { block in
      let lines = block.lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      let firstWords = lines.map { String($0.split(separator: " ").first ?? "") }
      guard !lines.isEmpty, firstWords.allSatisfy(modules.contains),
        lines.contains(where: { $0.contains("->") })
      else { return nil }
      return ModuleGraphDrawing(
        lines: block.lines, firstLine: block.line + 1, location: block.location,
        modules: modules)
    }
  }

  /// The drawing in `Package.swift`'s comment: the comment lines from the first to the
  /// last that is indented by three spaces after `//` and starts with a module of the
  /// graph.
  static func drawing(inManifest text: String, modules: Set<String>) -> ModuleGraphDrawing {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let drawn = lines.indices.filter { index in
      guard lines[index].hasPrefix("//   ") else { return false }
      let first = lines[index].dropFirst(2).split(separator: " ").first ?? ""
      return modules.contains(String(first))
    }
    let range = (drawn.first ?? 0)..<((drawn.last ?? -1) + 1)
    return ModuleGraphDrawing(
      lines: lines[range].map { String($0.dropFirst(2)) }, firstLine: range.lowerBound + 1,
      location: "Package.swift:\(range.lowerBound + 1)", modules: modules)
  }
}
