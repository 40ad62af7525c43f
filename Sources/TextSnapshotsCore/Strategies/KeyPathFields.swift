/// The stored-property names a key path passes through, read from its description.
///
/// Swift describes `\Build.timing.startedAt` as `"\Build.timing.startedAt"`: the root
/// type's name, then one name per stored property. A computed property, a subscript or
/// an optional chain shows up as `<computed …>`, `[…]` or `?`, which name no field a
/// dump or JSON text could show.
enum KeyPathFields {
  /// The names `keyPath` passes through (`["timing", "startedAt"]`), or `nil` when it is
  /// not a path of stored properties.
  static func names<Root, Field>(of keyPath: KeyPath<Root, Field>) -> [String]? {
    let described = "\(keyPath)"
    // `\Root.self` is described with the same spelling of the root type.
    let root = "\(\Root.self)".dropLast(".self".count) + "."
    guard described.hasPrefix(root) else { return nil }
    let path = described.dropFirst(root.count)
    guard !path.isEmpty, !path.contains(where: { "<[?!( ".contains($0) }) else { return nil }
    return path.split(separator: ".").map(String.init)
  }

  /// The one name a redaction gets for a key path ``names(of:)`` cannot read: no field
  /// has it, so the redaction matches nothing, and its failure shows why.
  static func unreadable<Root, Field>(_ keyPath: KeyPath<Root, Field>) -> String {
    "\(keyPath) (not a path of stored properties: redact by name, .field(\"name\"))"
  }
}
