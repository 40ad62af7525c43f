import Foundation

/// A volatile part of a snapshot (a date, an id, a temporary path) replaced by a fixed
/// placeholder before the snapshot is compared or written.
///
/// Give redactions to ``Snapshotting/redacting(_:)``. There are two kinds:
///
/// - **Fields**, for the strategies that write a value's structure (``Snapshotting/dump``
///   and ``Snapshotting/json``): the field's value is written as the placeholder,
///   whatever it was.
///
///   ```swift
///   assertSnapshot(of: build, as: .dump.redacting(.field("startedAt", as: "[date]")))
///   assertSnapshot(of: build, as: .dump.redacting(.field(\Build.startedAt, as: "[date]")))
///   ```
///
/// - **Text**, for any strategy: every match of a pattern, or every occurrence of a
///   string, in the snapshot's text.
///
///   ```swift
///   assertSnapshot(of: log, as: .lines.redacting(.uuids, .text(folder.path, as: "[folder]")))
///   ```
///
/// A redaction that matches nothing fails the assertion: a misspelt field name would
/// otherwise redact nothing, and the test would pass until the value it was meant to
/// hide changed.
public struct Redaction {
  /// What a redaction replaces.
  enum Target {
    /// Fields whose path ends with these names (`["forecast", "updatedAt"]`) and, when
    /// the redaction was made from a key path, whose first name is a field of a value
    /// of the key path's root type.
    case field([String], root: FieldRoot?)
    /// Every match of the pattern.
    case pattern(Regex<AnyRegexOutput>)
    /// Every occurrence of the text.
    case text(String)
  }

  let target: Target
  /// What the matched part is written as.
  let replacement: String

  /// Redacts every field named `name`, at any depth, or, with a dotted path such as
  /// `"forecast.updatedAt"`, every field whose path ends with those names.
  ///
  /// A field's name is its stored property's name in a ``Snapshotting/dump``, and its
  /// key (its `CodingKey`) in ``Snapshotting/json``.
  public static func field(_ name: String, as replacement: String = "[redacted]") -> Redaction {
    let names = name.split(separator: ".").map(String.init)
    return Redaction(target: .field(names, root: nil), replacement: replacement)
  }

  /// Redacts the field at `keyPath`, a path of stored properties, wherever the snapshot's
  /// value holds a value of its root type, and nowhere else.
  ///
  /// The key path is turned into the field names it passes through
  /// (`\Build.timing.startedAt` is `"timing.startedAt"`), so a misspelt field cannot
  /// compile, and its root type decides where those names count: in a value holding a
  /// `Build` and a `Deploy`, each with a `timing.startedAt`, only the build's is redacted
  /// (use `.field("timing.startedAt")` for both). A path through a computed property, a
  /// subscript or an optional chain names no stored field: the assertion fails and says
  /// to redact by name.
  ///
  /// In ``Snapshotting/json`` the names are matched against the encoded keys, so a key
  /// path names a field only where its `CodingKey` is the property's name.
  ///
  /// - Parameters:
  ///   - keyPath: The field, by the stored properties that lead to it from its root type.
  ///   - replacement: What the field's value is written as.
  public static func field<Root, Field>(
    _ keyPath: KeyPath<Root, Field>, as replacement: String = "[redacted]"
  ) -> Redaction {
    guard let names = KeyPathFields.names(of: keyPath) else {
      let unreadable = KeyPathFields.unreadable(keyPath)
      return Redaction(target: .field([unreadable], root: nil), replacement: replacement)
    }
    return Redaction(target: .field(names, root: FieldRoot(Root.self)), replacement: replacement)
  }

  /// Redacts every match of `pattern` in the snapshot's text.
  ///
  /// ```swift
  /// .pattern(/build-[0-9]+/, as: "build-[n]")
  /// ```
  public static func pattern<Output>(_ pattern: Regex<Output>, as replacement: String)
    -> Redaction
  {
    Redaction(
      target: .pattern(Regex<AnyRegexOutput>(pattern)), replacement: replacement)
  }

  /// Redacts every occurrence of `text` in the snapshot's text: a value known only when
  /// the test runs, such as a temporary folder's path.
  public static func text(_ text: String, as replacement: String) -> Redaction {
    Redaction(target: .text(text), replacement: replacement)
  }

  /// What a failure message calls this redaction.
  var name: String {
    switch target {
    case .field(let names, let root):
      let field = "field \"\(names.joined(separator: "."))\""
      return root.map { "\(field) of \($0.name)" } ?? field
    case .pattern: return "pattern written as \"\(replacement)\""
    case .text(let text): return "text \"\(text)\""
    }
  }
}

// MARK: - Common text redactions

extension Redaction {
  /// UUIDs in their usual form (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`, either case), as
  /// `[uuid]`.
  public static var uuids: Redaction {
    pattern(
      /[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}/,
      as: "[uuid]")
  }

  /// ISO 8601 dates and times (`2026-11-26`, `2026-11-26T09:30:00Z`,
  /// `2026-11-26T09:30:00.125+01:00`), as `[date]`.
  public static var dates: Redaction {
    pattern(
      /\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?/,
      as: "[date]")
  }

  /// Durations as tools print them (`12 ms`, `0.52s`, `1.2 µs`, `3m`, `250ns`), as
  /// `[duration]`.
  public static var durations: Redaction {
    pattern(/\b\d+(\.\d+)? ?(ns|µs|us|ms|s|m|h)\b/, as: "[duration]")
  }

  /// Paths inside the system's temporary folder (`/tmp/…`, `/var/folders/…` on macOS,
  /// and wherever `TMPDIR` points), up to the next space or quote, as `[tmp]`.
  public static var temporaryPaths: Redaction {
    let folders = Set(
      ["/tmp/", "/private/tmp/", "/var/folders/", "/private/var/folders/"]
        + [FileManager.default.temporaryDirectory.path + "/"])
    let alternatives = folders.sorted { $0.count > $1.count }
      .map { NSRegularExpression.escapedPattern(for: $0) }
      .joined(separator: "|")
    // NB: built from a string because the folders are known only at run time; the
    // parts are escaped, so the pattern always compiles.
    let regex = try! Regex("(?:\(alternatives))[^\\s\"'`]*")
    return Redaction(target: .pattern(regex), replacement: "[tmp]")
  }
}
