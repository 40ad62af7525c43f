import Foundation
import Testing

/// The docs' tables of who owns which state, held against the sources they describe: a
/// service, state or binder added without a row, or a container or binder that starts to
/// hold a service its row does not name, fails here rather than leaving the table wrong.
///
/// The sources are read as text, the way a reader finds them: the `@Observable` classes
/// of Services, the `@Observed` properties of each container, and the stored properties
/// of each binder.
@Suite struct StateTablesDocTests {
  /// Architecture.md's "Where state lives" table: one row per service and UI state.
  @Test func architectureHasARowForEveryServiceAndState() throws {
    let rows = try Self.table(in: "Docs/Architecture.md", headedBy: "| Class |")
    #expect(Set(rows.keys) == Set(try Sources.observableClasses().keys))
    #expect(rows.count == (try Self.rowCount(in: "Docs/Architecture.md", headedBy: "| Class |")))
  }

  /// Each container that holds a service or state is named in that class's row.
  @Test func architectureNamesEveryContainerThatHoldsAState() throws {
    let rows = try Self.table(in: "Docs/Architecture.md", headedBy: "| Class |")
    for (container, held) in try Sources.containersObserving() {
      let name = String(container.dropLast("Container".count))
      for type in held {
        guard let row = rows[type] else { continue }  // not a service, or missing above
        #expect(
          Self.names(row, container) || Self.names(row, name),
          "Docs/Architecture.md: the \(type) row does not name \(container), which holds one")
      }
    }
  }

  /// Each binder has a row in the binders' table, and is named in the row of every
  /// service or state it holds.
  @Test func architectureNamesEveryBinderAndWhatItHolds() throws {
    let binders = try Sources.binders()
    let binderRows = try Self.table(in: "Docs/Architecture.md", headedBy: "| Binder | Watches |")
    #expect(Set(binderRows.keys) == Set(binders.keys))
    let rows = try Self.table(in: "Docs/Architecture.md", headedBy: "| Class |")
    for (binder, held) in binders {
      for type in held {
        guard let row = rows[type] else { continue }
        #expect(
          Self.names(row, binder),
          "Docs/Architecture.md: the \(type) row does not name \(binder), which holds one")
      }
    }
  }

  /// Services.md's table of services and UI states has the same rows.
  @Test func servicesHasARowForEveryServiceAndState() throws {
    let rows = try Self.table(in: "Docs/Services.md", headedBy: "| type |")
    #expect(Set(rows.keys) == Set(try Sources.observableClasses().keys))
  }

  /// Services.md's opening diagram shows every binder, every service and every client.
  @Test func servicesDiagramShowsEveryBinderAndService() throws {
    let document = Stratus.packageRoot.appendingPathComponent("Docs/Services.md")
    let diagram = try #require(try MarkdownBlock.blocks(in: document).first).lines
      .joined(separator: "\n")
    let services = try Sources.observableClasses().filter {
      $0.value.hasPrefix("Services/Services/") || $0.value.hasPrefix("Services/Feeds/")
    }
    let shown = try Sources.binders().keys.sorted() + services.keys.sorted() + Sources.clients()
    for name in shown {
      #expect(Self.names(diagram, name), "Docs/Services.md's diagram does not show \(name)")
    }
    for drawn in diagram.matches(of: /\b\w+Service\b/).map({ String($0.output) })
    where services[drawn] == nil {
      Issue.record("Docs/Services.md's diagram shows \(drawn), which is not a service")
    }
  }

  // MARK: - Support

  /// Whether `text` has `name` as a whole word.
  private static func names(_ text: String, _ name: String) -> Bool {
    text.contains(try! Regex("\\b\(name)\\b"))
  }

  /// The body rows of the table whose header line starts with `header`, by the type name
  /// their first cell begins with (`[WeatherService](…)`, `` `Router` (one per tab) ``).
  private static func table(in path: String, headedBy header: String) throws -> [String: String] {
    var rows: [String: String] = [:]
    for row in try bodyRows(in: path, headedBy: header) {
      guard let name = row.firstMatch(of: /^\| \[?`?(\w+)/)?.output.1 else { continue }
      rows[String(name)] = row
    }
    return rows
  }

  private static func rowCount(in path: String, headedBy header: String) throws -> Int {
    try bodyRows(in: path, headedBy: header).count
  }

  private static func bodyRows(in path: String, headedBy header: String) throws -> [String] {
    let lines = try String(
      contentsOf: Stratus.packageRoot.appendingPathComponent(path), encoding: .utf8
    ).split(separator: "\n").map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
    return Array(lines[(start + 2)...].prefix { $0.hasPrefix("|") })
  }
}

/// What the state tables describe, read from `Sources/`.
private enum Sources {
  /// Every `@Observable` class of Services, with its file from `Sources/`
  /// (`Services/Services/WeatherService.swift`, `Services/States/AppState.swift`).
  static func observableClasses() throws -> [String: String] {
    var classes: [String: String] = [:]
    for (path, text) in try files(in: "Services") {
      for match in text.matches(of: /@Observable\s+(?:@\w+\s+)*(?:public\s+)?final class (\w+)/) {
        classes[String(match.output.1)] = path
      }
    }
    return classes
  }

  /// Every client of Services: each type that conforms to `DataClient`.
  static func clients() throws -> [String] {
    try files(in: "Services").flatMap { _, text in
      text.matches(of: /extension (\w+): DataClient\b/).map { String($0.output.1) }
    }.sorted()
  }

  /// Every container of `Sources/Containers`, with the types of its `@Observed`
  /// properties.
  static func containersObserving() throws -> [String: Set<String>] {
    var containers: [String: Set<String>] = [:]
    for (path, text) in try files(in: "Containers") {
      let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
      guard name.hasSuffix("Container") else { continue }
      containers[name] = Set(
        text.matches(of: /@Observed\s+(?:\w+\s+)*var \w+: (\w+)/).map { String($0.output.1) })
    }
    return containers
  }

  /// Every binder of `Sources/Binders`, with the types of its stored properties.
  static func binders() throws -> [String: Set<String>] {
    var binders: [String: Set<String>] = [:]
    for (_, text) in try files(in: "Binders") {
      guard let name = text.firstMatch(of: /final class (\w+): Binder\b/)?.output.1 else {
        continue
      }
      binders[String(name)] = Set(
        text.matches(of: /^  (?:private )?let \w+: (\w+)$/.anchorsMatchLineEndings()).map {
          String($0.output.1)
        })
    }
    return binders
  }

  /// The text of every `.swift` file under `Sources/<module>`, by path from there.
  private static func files(in module: String) throws -> [(String, String)] {
    let sources = Stratus.packageRoot.appendingPathComponent("Sources")
    let folder = sources.appendingPathComponent(module)
    let paths =
      FileManager.default.enumerator(atPath: folder.path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
    return try paths.sorted().map { path in
      (
        "\(module)/\(path)",
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      )
    }
  }
}
