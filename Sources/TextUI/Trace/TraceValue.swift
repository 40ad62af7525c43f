/// How a render trace shows a value: briefly, on one line, and never a secret.
///
/// Package-wide so that a snapshot's dump writes a secret as a trace does.
package enum TraceValue {
  /// What a secret shows instead of its value.
  package static let redacted = "<redacted>"
  /// The most characters of a value a trace shows before cutting it with "…".
  static let maximumLength = 40

  /// `value` as Swift would write it (`"21°"`, `22`, `.rain`), cut to one short line.
  static func describe(_ value: Any) -> String {
    if value is any SecretValue { return redacted }
    let isText = value is String || value is Substring || value is Character
    var text = isText ? String(reflecting: value) : String(describing: value)
    if let newline = text.firstIndex(where: \.isNewline) { text = String(text[..<newline]) + "…" }
    if text.count > maximumLength { text = String(text.prefix(maximumLength - 1)) + "…" }
    return text
  }
}
