import Observation

/// What the observable objects a view refers to held when it was evaluated, to tell a
/// render trace *which* property changed when Observation invalidates the view.
///
/// Observation says only that something the body read changed. Comparing the objects'
/// stored properties now with this snapshot names the candidates:
/// `observed WeatherService.state changed`. Only a tracing pass takes snapshots. A
/// property that changed but was not read can be named too, when something the body did
/// read changed with it.
struct ObservedSnapshot {
  /// How deep objects held by observed objects are followed.
  static let maximumDepth = 2

  private struct Property {
    /// The object that holds the property.
    var object: AnyObject
    /// The property's name in the object.
    var label: String
    /// How the trace names it: `WeatherService.state`.
    var name: String
    /// Its value, as text, when the snapshot was taken.
    var value: String
  }

  private var properties: [Property] = []

  /// A snapshot of the objects `view` refers to through ``Observed`` (or directly), or
  /// `nil` when it refers to none.
  init?(of view: Any) {
    var seen = Set<ObjectIdentifier>()
    for child in Mirror(reflecting: view).children {
      guard let object = ObservedSnapshot.observableObject(child.value) else { continue }
      let name = String(describing: type(of: object))
      record(object, named: name, depth: 0, seen: &seen)
    }
    if properties.isEmpty { return nil }
  }

  /// The properties whose values differ now, as `Type.property`, in declaration order.
  func changes() -> [String] {
    properties.filter { ObservedSnapshot.value(of: $0.label, in: $0.object) != $0.value }
      .map(\.name)
  }

  private mutating func record(
    _ object: AnyObject, named name: String, depth: Int, seen: inout Set<ObjectIdentifier>
  ) {
    guard seen.insert(ObjectIdentifier(object)).inserted else { return }
    for (label, value) in ObservedSnapshot.storedProperties(of: object) {
      let path = "\(name).\(label)"
      if let nested = ObservedSnapshot.observableObject(value),
        depth < ObservedSnapshot.maximumDepth
      {
        record(nested, named: path, depth: depth + 1, seen: &seen)
      } else {
        properties.append(
          Property(object: object, label: label, name: path, value: ObservedSnapshot.text(value)))
      }
    }
  }

  /// The object a stored property refers to, if it is observable.
  private static func observableObject(_ value: Any) -> AnyObject? {
    if let reference = value as? any ObservedReference { return reference.object }
    if type(of: value) is AnyClass, value is any Observable { return value as AnyObject }
    return nil
  }

  /// An object's stored properties by name, without Observation's own storage.
  ///
  /// `@Observable` moves each property into storage named with a leading underscore;
  /// the name shown is the property's.
  private static func storedProperties(of object: AnyObject) -> [(String, Any)] {
    // NB: `@Observable` keeps each tracked property in `_name`. A stored property
    // without the underscore is `@ObservationIgnored` (a service's store, its log, its
    // bookkeeping): no change to it can invalidate a view, so none is named.
    Mirror(reflecting: object).children.compactMap { child in
      guard let label = child.label, label.hasPrefix("_"), label.count > 1,
        !label.contains("$")
      else { return nil }
      return (String(label.dropFirst()), child.value)
    }
  }

  /// The current value, as text, of the stored property `label` of `object`.
  private static func value(of label: String, in object: AnyObject) -> String? {
    storedProperties(of: object).first { $0.0 == label }.map { text($0.1) }
  }

  private static func text(_ value: Any) -> String {
    value is any SecretValue ? TraceValue.redacted : String(reflecting: value)
  }
}
