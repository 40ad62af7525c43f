/// Applies field redactions while a structured strategy writes a value, and remembers
/// which of them matched.
///
/// ``Snapshotting/dump`` and ``Snapshotting/json`` ask it about every field they write,
/// passing the names of the fields that lead to it (`["days", "date"]`; a collection's
/// elements add no name). A redaction matches when its names end that path.
public struct FieldRedactor {
  /// The redactions of fields, with their names.
  private let fields: [(names: [String], replacement: String)]
  /// Which of `fields` matched at least once, by index.
  private(set) var matched: Set<Int> = []

  /// A redactor for the field redactions among `redactions`; text redactions are
  /// applied afterwards, to the whole text.
  init(_ redactions: [Redaction]) {
    fields = redactions.compactMap { redaction in
      guard case .field(let names) = redaction.target else { return nil }
      return (names, redaction.replacement)
    }
  }

  /// Whether there is nothing to redact, so a writer can skip building paths.
  public var isEmpty: Bool { fields.isEmpty }

  /// What the field at `path` is written as, or `nil` to write its value.
  public mutating func replacement(at path: [String]) -> String? {
    for (index, field) in fields.enumerated()
    where path.count >= field.names.count
      && path.suffix(field.names.count).elementsEqual(field.names)
    {
      matched.insert(index)
      return field.replacement
    }
    return nil
  }

  /// The names of the field redactions that matched nothing.
  var unmatched: [String] {
    fields.indices.filter { !matched.contains($0) }
      .map { "field \"\(fields[$0].names.joined(separator: "."))\"" }
  }
}
