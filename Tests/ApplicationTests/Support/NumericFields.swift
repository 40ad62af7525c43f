import Foundation

/// Every number in a JSON document, and the document with one of them replaced by any
/// JSON text: what the numeric fuzz test feeds the decoders.
struct NumericFields {
  /// One step of a path: a key of an object or an index of an array.
  enum Step: Hashable {
    case key(String)
    case index(Int)
  }

  /// The parsed document.
  let document: Any
  /// The path of every number in it, in document order.
  let paths: [[Step]]

  init(_ data: Data) throws {
    document = try JSONSerialization.jsonObject(with: data)
    var paths: [[Step]] = []
    Self.collect(document, at: [], into: &paths)
    self.paths = paths
  }

  /// The paths grouped by field, array indices left out: all of `hourly.temperature_2m[*]`
  /// is one field. Sorted by the field's name, so the order is stable.
  var fields: [(name: String, paths: [[Step]])] {
    Dictionary(grouping: paths) { Self.text($0, indices: false) }
      .map { (name: $0.key, paths: $0.value) }
      .sorted { $0.name < $1.name }
  }

  /// The document with the number at `path` replaced by `json`, any JSON text at all
  /// (`1e400`, `"NaN"`, `null`), as bytes.
  func replacing(_ path: [Step], with json: String) throws -> Data {
    let marker = "@@numeric-fuzz@@"
    let changed = Self.replacing(path[...], in: document, with: marker)
    let text = String(decoding: try JSONSerialization.data(withJSONObject: changed), as: UTF8.self)
    return Data(text.replacingOccurrences(of: "\"\(marker)\"", with: json).utf8)
  }

  /// A path as the decoders' errors write it: `hourly.time[3]`, `[5].minutely_15`; with
  /// `indices: false`, `[*]` for every index.
  static func text(_ path: [Step], indices: Bool = true) -> String {
    var text = ""
    for step in path {
      switch step {
      case .index(let index): text += indices ? "[\(index)]" : "[*]"
      case .key(let key): text += text.isEmpty ? key : ".\(key)"
      }
    }
    return text
  }

  // MARK: - Private

  private static func collect(_ value: Any, at path: [Step], into paths: inout [[Step]]) {
    switch value {
    case let object as [String: Any]:
      for key in object.keys.sorted() {
        collect(object[key]!, at: path + [.key(key)], into: &paths)
      }
    case let array as [Any]:
      for (index, element) in array.enumerated() {
        collect(element, at: path + [.index(index)], into: &paths)
      }
    case is NSNumber:
      paths.append(path)
    default:
      break
    }
  }

  private static func replacing(_ path: ArraySlice<Step>, in value: Any, with new: Any) -> Any {
    guard let step = path.first else { return new }
    switch (step, value) {
    case (.key(let key), var object as [String: Any]):
      object[key] = replacing(path.dropFirst(), in: object[key] as Any, with: new)
      return object
    case (.index(let index), var array as [Any]):
      array[index] = replacing(path.dropFirst(), in: array[index], with: new)
      return array
    default:
      return value
    }
  }
}
