import TextUI

/// The type a key-path redaction starts from: `Build` for `\Build.timing.startedAt`.
///
/// A key path names a field of one type, so its redaction matches only where the value
/// holding the path's first field is of that type (or, for a class, a subclass of it):
/// `\Build.timing.startedAt` redacts a build's start, never a `Deploy`'s field of the
/// same names.
struct FieldRoot {
  /// The type's name as a failure message shows it, `Build`.
  let name: String
  /// Whether a value of the given type holds the key path's fields.
  let holds: (Any.Type) -> Bool

  /// The root of key paths that start from `Root`.
  init<Root>(_ root: Root.Type) {
    name = ReadableTypeName.of(root)
    holds = { $0 is Root.Type }
  }
}
