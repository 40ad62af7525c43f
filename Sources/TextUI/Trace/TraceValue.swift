/// How a render trace shows a value: briefly, on one line, and never a secret.
///
/// Package-wide so that a snapshot's dump writes a secret as a trace does.
package enum TraceValue {
  /// What a secret shows instead of its value.
  package static let redacted = "<redacted>"
  /// The most characters of a value a trace shows before cutting it with "…".
  static let maximumLength = 40

  /// `value` as Swift would write it (`"21°"`, `22`, `rain`), cut to one short line.
  ///
  /// An enum case with associated values names the payload's type without its module
  /// and elides its fields (`loaded(SeaStatePanel.Props(…))`): the trace shows what
  /// changed inside a payload as fields of its own when the case stays the same.
  static func describe(_ value: Any) -> String {
    if value is any SecretValue { return redacted }
    let isText = value is String || value is Substring || value is Character
    var text =
      isText ? String(reflecting: value) : caseWithPayload(value) ?? String(describing: value)
    if let newline = text.firstIndex(where: \.isNewline) { text = String(text[..<newline]) + "…" }
    if text.count > maximumLength { text = String(text.prefix(maximumLength - 1)) + "…" }
    return text
  }

  /// `case(payload)` for an enum case with associated values, or `nil` for any other
  /// value.
  private static func caseWithPayload(_ value: Any) -> String? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first else { return nil }
    let fields = Mirror(reflecting: payload.value)
    let parts: [String]
    if fields.displayStyle == .tuple {
      parts = fields.children.map { field in
        let label = field.label.map { $0.hasPrefix(".") ? "" : "\($0): " } ?? ""
        return label + brief(field.value)
      }
    } else {
      parts = [brief(payload.value)]
    }
    return "\(payload.label ?? "case")(\(parts.joined(separator: ", ")))"
  }

  /// A payload's value: a struct or class as its readable type name with its fields
  /// elided, anything else as ``describe(_:)`` writes it.
  private static func brief(_ value: Any) -> String {
    switch Mirror(reflecting: value).displayStyle {
    case .struct?, .class?: return ReadableTypeName.of(type(of: value)) + "(…)"
    default: return describe(value)
    }
  }
}
