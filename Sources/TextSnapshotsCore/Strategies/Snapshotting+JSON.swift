import Foundation
import TextUI

extension Snapshotting where Value: Encodable {
  /// A value encoded by `JSONEncoder` and written pretty, with keys sorted and two
  /// spaces an indent, the same on every platform; dates in ISO 8601.
  ///
  /// Field redactions match the encoded keys; one made from a key path only inside an
  /// object its root type encoded.
  public static var json: Snapshotting {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    return json(encoder: encoder)
  }

  /// A value encoded by `encoder` (its strategies for dates, keys and data apply; its
  /// output formatting does not: the text is always written pretty and sorted).
  public static func json(encoder: JSONEncoder) -> Snapshotting {
    Snapshotting(
      kind: .json,
      make: { (value, redactor) throws(SnapshotError) in
        let type = ReadableTypeName.of(Value.self)
        let data: Data
        do {
          data = try encoder.encode(value)
        } catch {
          throw .unrepresentable(type: type, reason: "\(error)")
        }
        do throws(JSONValue.ParseError) {
          let document = try JSONValue.parse(Array(data))
          let holders = redactor.needsHolders ? EncodedHolders(of: value) : nil
          return Snapshot(kind: .json, text: document.text(redactor: &redactor, holders: holders))
        } catch {
          throw .unrepresentable(type: type, reason: error.description)
        }
      })
  }
}
