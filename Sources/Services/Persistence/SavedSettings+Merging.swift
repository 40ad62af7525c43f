import Foundation

extension SavedSettings {
  /// `current` with the changes one session made, from `base` (what it last read or
  /// saved) to `changed` (what it has now), and nothing else of `changed`.
  ///
  /// Two `stratus run` sessions can share one data folder. Each saves after every
  /// change, and a save that wrote everything it holds would put back what the other
  /// had changed since: session A sets imperial units, session B sets a 30-minute
  /// refresh, and whichever saves last undoes the other. So a save writes only what its
  /// session changed, over the file as it is now (``SettingsFile`` does it under a lock):
  ///
  /// - Field by field, at every depth: a field this session changed takes its new value;
  ///   any other field keeps the value in `current`, whoever wrote it. The two changes
  ///   above are two fields of one account's preferences, and both are kept.
  /// - The accounts are matched by `id`: an account this session added or removed is
  ///   added or removed, and the others (including one another session added) are kept,
  ///   in `current`'s order.
  /// - A list of places (favourites) is one value: reordering or editing it is a change
  ///   of the whole list.
  /// - When both sessions changed the same field, the later save wins.
  ///
  /// The fields are compared as JSON, so a field added to the settings later is merged
  /// the same way without a line here.
  ///
  /// - Returns: `changed` when there is no `base` (a save that replaces everything) or no
  ///   `current` (nothing saved yet).
  static func merging(
    changesFrom base: SavedSettings?, to changed: SavedSettings, into current: SavedSettings?
  ) -> SavedSettings {
    guard let base, let current, base != current else { return changed }
    guard let baseTree = try? JSONValue(base), let changedTree = try? JSONValue(changed),
      let currentTree = try? JSONValue(current)
    else { return changed }
    let merged = JSONValue.merging(changesFrom: baseTree, to: changedTree, into: currentTree)
    return (try? merged.decoded(as: SavedSettings.self)) ?? changed
  }
}

extension JSONValue {
  /// The tree `value` encodes to.
  fileprivate init(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    self = try JSONDecoder().decode(JSONValue.self, from: encoder.encode(value))
  }

  /// The value this tree decodes to.
  fileprivate func decoded<Value: Decodable>(as type: Value.Type) throws -> Value {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode(type, from: JSONEncoder().encode(self))
  }

  /// The three-way merge of ``SavedSettings/merging(changesFrom:to:into:)``, on trees.
  fileprivate static func merging(
    changesFrom base: JSONValue, to changed: JSONValue, into current: JSONValue
  ) -> JSONValue {
    if changed == base { return current }
    switch (base, changed, current) {
    case (.object(let base), .object(let changed), .object(let current)):
      var merged = current
      for key in Set(base.keys).union(changed.keys) {
        switch (base[key], changed[key]) {
        case (let was?, let now?):
          merged[key] = current[key].map { merging(changesFrom: was, to: now, into: $0) } ?? now
        case (nil, let now?): merged[key] = now
        case (_?, nil): merged[key] = nil
        case (nil, nil): break
        }
      }
      return .object(merged)
    case (.array(let base), .array(let changed), .array(let current)):
      return mergingByID(changesFrom: base, to: changed, into: current) ?? .array(changed)
    default:
      return changed
    }
  }

  /// Lists of objects that all have a string `id` (the accounts) merged element by
  /// element; `nil` for any other list, which changes as one value.
  private static func mergingByID(
    changesFrom base: [JSONValue], to changed: [JSONValue], into current: [JSONValue]
  ) -> JSONValue? {
    guard let base = keyedByID(base), let changed = keyedByID(changed),
      let current = keyedByID(current)
    else { return nil }
    let baseByID = Dictionary(base, uniquingKeysWith: { first, _ in first })
    let changedByID = Dictionary(changed, uniquingKeysWith: { first, _ in first })
    var merged: [JSONValue] = []
    for (id, element) in current {
      switch (baseByID[id], changedByID[id]) {
      case (let was?, let now?): merged.append(merging(changesFrom: was, to: now, into: element))
      case (_?, nil): continue  // this session removed it
      case (nil, let now?): merged.append(merging(changesFrom: now, to: now, into: element))
      case (nil, nil): merged.append(element)  // another session added it
      }
    }
    let kept = Set(current.map(\.id))
    for (id, element) in changed where baseByID[id] == nil && !kept.contains(id) {
      merged.append(element)  // this session added it
    }
    return .array(merged)
  }

  private static func keyedByID(_ elements: [JSONValue]) -> [(id: String, element: JSONValue)]? {
    var keyed: [(id: String, element: JSONValue)] = []
    for element in elements {
      guard case .object(let fields) = element, case .string(let id)? = fields["id"] else {
        return nil
      }
      keyed.append((id, element))
    }
    return keyed
  }
}
