/// Applies field redactions while a structured strategy writes a value, and remembers
/// which of them matched.
///
/// ``Snapshotting/dump`` and ``Snapshotting/json`` ask it about every field they write,
/// passing the names of the fields that lead to it (`["days", "date"]`; a collection's
/// elements add no name) and the type of the value each name is a field of. A
/// redaction matches when its names end that path; one made from a key path, only when
/// the value holding the first of its names is of the key path's root type.
public struct FieldRedactor {
  /// One field redaction: the names that must end a path, the root type a key path
  /// starts from (`nil` for a redaction by name), and the placeholder.
  private struct Field {
    var names: [String]
    var root: FieldRoot?
    var replacement: String
    var name: String
  }

  /// The redactions of fields.
  private let fields: [Field]
  /// Which of `fields` matched at least once, by index.
  private(set) var matched: Set<Int> = []

  /// A redactor for the field redactions among `redactions`; text redactions are
  /// applied afterwards, to the whole text.
  init(_ redactions: [Redaction]) {
    fields = redactions.compactMap { redaction in
      guard case .field(let names, let root) = redaction.target else { return nil }
      return Field(
        names: names, root: root, replacement: redaction.replacement, name: redaction.name)
    }
  }

  /// Whether there is nothing to redact, so a writer can skip building paths.
  public var isEmpty: Bool { fields.isEmpty }

  /// Whether a redaction was made from a key path, so a writer that must work to learn
  /// the types holding its fields (``Snapshotting/json`` encodes the value twice) does
  /// so only when it counts.
  public var needsHolders: Bool { fields.contains { $0.root != nil } }

  /// What the field at `path` is written as, or `nil` to write its value, for a strategy
  /// that does not know the types of the values holding its fields.
  ///
  /// Only redactions by name can match here: one made from a key path promises to match
  /// only inside a value of its root type, which this call cannot tell, so it matches
  /// nothing, and the assertion says so. Call ``replacement(at:holders:)`` to honour it.
  ///
  /// - Parameter path: The names of the fields that lead to the field, its own last.
  /// - Returns: The placeholder of the first redaction that matches, or `nil`.
  public mutating func replacement(at path: [String]) -> String? {
    replacement(at: path, holders: [])
  }

  /// What the field at `path` is written as, or `nil` to write its value.
  ///
  /// A redaction by name matches when its names end `path`. One made from a key path
  /// (`\Build.timing.startedAt`) also needs the value holding the first of those names
  /// (`timing`) to be of its root type (`Build`), as `holders` says.
  ///
  /// - Parameters:
  ///   - path: The names of the fields that lead to the field, its own last.
  ///   - holders: For each name of `path`, in step with it, the type of the value it is
  ///     a field of: a struct's, a class's (its dynamic type), an enum's for its
  ///     payload, a dictionary's for its keys; `nil` where the strategy cannot tell. A
  ///     shorter list leaves the first names without one.
  /// - Returns: The placeholder of the first redaction that matches, or `nil`.
  public mutating func replacement(at path: [String], holders: [Any.Type?]) -> String? {
    for (index, field) in fields.enumerated()
    where path.count >= field.names.count
      && path.suffix(field.names.count).elementsEqual(field.names)
    {
      if let root = field.root {
        // `holders` lines up with the end of `path`.
        let first = holders.count - field.names.count
        guard first >= 0, let holder = holders[first], root.holds(holder) else { continue }
      }
      matched.insert(index)
      return field.replacement
    }
    return nil
  }

  /// The names of the field redactions that matched nothing.
  var unmatched: [String] {
    fields.indices.filter { !matched.contains($0) }.map { fields[$0].name }
  }
}
