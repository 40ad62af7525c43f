/// The fields in which two values of a view differ, found by reflection, for the
/// `input changed` reason of a render trace.
///
/// Only a tracing pass computes this, after `==` has already said the values differ.
/// Structs and tuples are compared field by field and arrays element by element; a
/// field that is a primitive view (a stack's content), a dictionary or a set is reported
/// as `changed` without its values; a secret is reported with its values redacted.
enum InputDiff {
  /// The most changes collected; a trace lists a few and counts the rest.
  static let maximumChanges = 100
  /// How deep nested values are followed.
  static let maximumDepth = 12

  /// The fields that differ, then one entry counting the closures that changed
  /// (``Action``, ``ForEach``: values that are not copies of the old ones), which cannot
  /// be shown: `2 closures changed`.
  static func changes<V>(from old: V, to new: V) -> [RenderTrace.FieldChange] {
    var found = Found()
    compare(old, new, path: "", depth: 0, into: &found)
    var changes = found.changes
    if found.closures > 0 {
      let closures = found.closures == 1 ? "1 closure" : "\(found.closures) closures"
      changes.append(.init(path: closures, old: nil, new: nil))
    }
    return changes
  }

  /// What a comparison found so far.
  private struct Found {
    var changes: [RenderTrace.FieldChange] = []
    var closures = 0

    var count: Int { changes.count }
    mutating func append(_ change: RenderTrace.FieldChange) { changes.append(change) }
  }

  private static func compare(
    _ old: Any, _ new: Any, path: String, depth: Int, into changes: inout Found
  ) {
    guard changes.count < maximumChanges else { return }
    if old is any _ClosureValue {
      if isEqual(old, new) != true { changes.closures += 1 }
      return
    }
    if old is any SecretValue || new is any SecretValue {
      if isEqual(old, new) != true {
        changes.append(.init(path: path, old: TraceValue.redacted, new: TraceValue.redacted))
      }
      return
    }
    if !path.isEmpty && (isPrimitiveView(old) || depth >= maximumDepth) {
      if isEqual(old, new) != true { changes.append(.init(path: path, old: nil, new: nil)) }
      return
    }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    switch oldMirror.displayStyle {
    case .optional:
      compareOptionals(oldMirror, newMirror, path: path, depth: depth, into: &changes)
    case .struct, .tuple:
      for (oldChild, newChild) in zip(oldMirror.children, newMirror.children) {
        let label = fieldName(oldChild.label)
        let childPath = path.isEmpty ? label : "\(path).\(label)"
        compare(oldChild.value, newChild.value, path: childPath, depth: depth + 1, into: &changes)
      }
    case .collection:
      guard oldMirror.children.count == newMirror.children.count else {
        changes.append(
          .init(
            path: path, old: items(oldMirror.children.count),
            new: items(newMirror.children.count)))
        return
      }
      for (index, (oldChild, newChild)) in zip(oldMirror.children, newMirror.children).enumerated()
      {
        compare(
          oldChild.value, newChild.value, path: "\(path)[\(index)]", depth: depth + 1,
          into: &changes)
      }
    case .enum:
      let oldCase = oldMirror.children.first
      let newCase = newMirror.children.first
      if let oldCase, let newCase, oldCase.label == newCase.label {
        let label = fieldName(oldCase.label)
        compare(
          oldCase.value, newCase.value, path: "\(path).\(label)", depth: depth + 1, into: &changes)
      } else {
        compareLeaves(old, new, path: path, into: &changes)
      }
    case .class:
      if (old as AnyObject) !== (new as AnyObject) {
        let type = String(describing: Swift.type(of: new))
        changes.append(.init(path: path, old: type, new: "another \(type)"))
      }
    case .dictionary, .set:
      if isEqual(old, new) != true { changes.append(.init(path: path, old: nil, new: nil)) }
    default:
      compareLeaves(old, new, path: path, into: &changes)
    }
  }

  private static func compareOptionals(
    _ old: Mirror, _ new: Mirror, path: String, depth: Int,
    into changes: inout Found
  ) {
    switch (old.children.first?.value, new.children.first?.value) {
    case (let old?, let new?): compare(old, new, path: path, depth: depth, into: &changes)
    case (nil, nil): break
    case (let old, let new):
      changes.append(
        .init(
          path: path, old: old.map(TraceValue.describe) ?? "nil",
          new: new.map(TraceValue.describe) ?? "nil"))
    }
  }

  private static func compareLeaves(
    _ old: Any, _ new: Any, path: String, into changes: inout Found
  ) {
    let oldText = TraceValue.describe(old)
    let newText = TraceValue.describe(new)
    // Values that print alike may still differ ("é" and "e" + U+0301); values that
    // cannot be compared (closures) are taken as unchanged when they print alike.
    if oldText != newText || isEqual(old, new) == false {
      changes.append(.init(path: path.isEmpty ? "value" : path, old: oldText, new: newText))
    }
  }

  /// Whether `value` is a primitive view, such as a stack or a modifier: its fields
  /// are the engine's (nested tuples of views), so it is reported as a whole. A view
  /// with a body is compared field by field, like any struct.
  private static func isPrimitiveView(_ value: Any) -> Bool {
    guard let view = value as? any View else { return false }
    return isPrimitive(view)
  }

  private static func isPrimitive<V: View>(_ view: V) -> Bool {
    V.Body.self == Never.self
  }

  private static func items(_ count: Int) -> String {
    count == 1 ? "1 item" : "\(count) items"
  }

  /// A field's name: the property's name, without the underscore that a property
  /// wrapper's storage adds.
  private static func fieldName(_ label: String?) -> String {
    guard var label else { return "?" }
    if label.hasPrefix("_") && label.count > 1 { label.removeFirst() }
    return label
  }

  /// Whether two values are `==`, or `nil` when they are not `Equatable`.
  private static func isEqual(_ old: Any, _ new: Any) -> Bool? {
    guard let old = old as? any Equatable else { return nil }
    return isEqualOpened(old, new)
  }

  private static func isEqualOpened<T: Equatable>(_ old: T, _ new: Any) -> Bool {
    guard let new = new as? T else { return false }
    return old == new
  }
}
