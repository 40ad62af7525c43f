/// Which type wrote each JSON object of an encoded value, by where the object is: what a
/// key-path redaction of ``Snapshotting/json`` needs, since JSON holds no types.
///
/// The value is encoded a second time, by an encoder that writes nothing and notes, for
/// each object a value opens (`container(keyedBy:)`), the value's dynamic type and the
/// coding path: `Build` at `[]`, `Deploy` at `["deploys", 0]`. The path is the encoder's,
/// so a `CodingKey` of another name, a custom `encode(to:)` or an enum's payload are
/// found where `JSONEncoder` put them. Only key-path redactions pay for the second pass.
struct EncodedHolders {
  /// One step of a coding path: an object's key or an array's index.
  enum Step: Hashable {
    case key(String)
    case index(Int)
  }

  /// The type that opened the object at each coding path.
  private(set) var types: [[Step]: Any.Type] = [:]

  /// The types that open the objects of `value`, as `JSONEncoder` encodes it. A value
  /// whose encoding throws keeps what was noted before the error.
  init<Value: Encodable>(of value: Value) {
    let notes = Notes()
    try? value.encode(to: HolderEncoder(notes: notes, path: [], type: type(of: value)))
    types = notes.types
  }

  /// The type that opened the object at `path`, if it is one this encoding made.
  subscript(path: [Step]) -> Any.Type? { types[path] }
}

/// What the containers of one pass share: the types noted so far.
private final class Notes {
  var types: [[EncodedHolders.Step]: Any.Type] = [:]

  /// Notes `type` at `path`, unless a type is there already: a subclass's `encode(to:)`
  /// that calls `super.encode(to:)` opens the same object twice, as the subclass.
  func note(_ type: Any.Type, at path: [EncodedHolders.Step]) {
    if types[path] == nil { types[path] = type }
  }
}

/// A coding key made of a step, for `codingPath`.
private struct StepKey: CodingKey {
  var stringValue: String
  var intValue: Int?

  init(_ step: EncodedHolders.Step) {
    switch step {
    case .key(let key): (stringValue, intValue) = (key, nil)
    case .index(let index): (stringValue, intValue) = ("Index \(index)", index)
    }
  }
  init?(stringValue: String) { (self.stringValue, intValue) = (stringValue, nil) }
  init?(intValue: Int) { (stringValue, self.intValue) = ("Index \(intValue)", intValue) }
}

/// The encoder each value is encoded by: it knows where the value is and its type.
private struct HolderEncoder: Encoder {
  let notes: Notes
  let path: [EncodedHolders.Step]
  let type: Any.Type

  var codingPath: [any CodingKey] { path.map(StepKey.init) }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy keyType: Key.Type) -> KeyedEncodingContainer<Key> {
    notes.note(type, at: path)
    return KeyedEncodingContainer(KeyedHolder<Key>(notes: notes, path: path, type: type))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    UnkeyedHolder(notes: notes, path: path, type: type)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleHolder(notes: notes, path: path, type: type)
  }
}

// MARK: - Containers

/// An object's members. Primitive values have nothing to note; the protocol's own
/// overloads for them forward to the generic `encode`, which encodes nothing for them.
private struct KeyedHolder<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let notes: Notes
  let path: [EncodedHolders.Step]
  let type: Any.Type
  var codingPath: [any CodingKey] { path.map(StepKey.init) }

  mutating func encodeNil(forKey key: Key) {}

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try value.encode(
      to: HolderEncoder(
        notes: notes, path: path + [.key(key.stringValue)], type: Swift.type(of: value)))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    // A nested object is still this value's: an enum's payload, say.
    HolderEncoder(notes: notes, path: path + [.key(key.stringValue)], type: type)
      .container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    UnkeyedHolder(notes: notes, path: path + [.key(key.stringValue)], type: type)
  }

  mutating func superEncoder() -> any Encoder {
    HolderEncoder(notes: notes, path: path + [.key("super")], type: type)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    HolderEncoder(notes: notes, path: path + [.key(key.stringValue)], type: type)
  }
}

/// An array's elements, by index.
private struct UnkeyedHolder: UnkeyedEncodingContainer {
  let notes: Notes
  let path: [EncodedHolders.Step]
  let type: Any.Type
  private(set) var count = 0
  var codingPath: [any CodingKey] { path.map(StepKey.init) }

  init(notes: Notes, path: [EncodedHolders.Step], type: Any.Type) {
    (self.notes, self.path, self.type) = (notes, path, type)
  }

  /// The path of the next element, counting it.
  private mutating func next() -> [EncodedHolders.Step] {
    defer { count += 1 }
    return path + [.index(count)]
  }

  mutating func encodeNil() { count += 1 }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try value.encode(to: HolderEncoder(notes: notes, path: next(), type: Swift.type(of: value)))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    HolderEncoder(notes: notes, path: next(), type: type).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    UnkeyedHolder(notes: notes, path: next(), type: type)
  }

  mutating func superEncoder() -> any Encoder {
    HolderEncoder(notes: notes, path: next(), type: type)
  }
}

/// One value where the encoder is: an optional's or a wrapper's, whose wrapped value
/// opens the object there.
private struct SingleHolder: SingleValueEncodingContainer {
  let notes: Notes
  let path: [EncodedHolders.Step]
  /// The type whose `encode(to:)` asked for this container.
  let type: Any.Type
  var codingPath: [any CodingKey] { path.map(StepKey.init) }

  mutating func encodeNil() {}

  mutating func encode<T: Encodable>(_ value: T) throws {
    // A primitive (`Int`, `String`, …) encodes itself into a single-value container,
    // whose overloads for it come here: it holds nothing to note, and encoding it again
    // would never end.
    guard Swift.type(of: value) != type else { return }
    try value.encode(to: HolderEncoder(notes: notes, path: path, type: Swift.type(of: value)))
  }
}
