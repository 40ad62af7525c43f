/// A growable run of values, one per record of a ``ViewStore`` (or per entry of one of
/// its tables), read and written in place.
///
/// An `Array` held by a class pays, at every access, for what makes it a value: a
/// reference count to keep its buffer alive across the access, and a uniqueness check
/// before each write. The store's columns and tables are read a dozen times per record
/// per pass, always by the store itself, so they are kept as raw buffers instead: the
/// store allocates each once, grows it by doubling, keeps its capacity from pass to pass
/// (``removeAll()``), and frees it when the store goes (``deallocate()``).
///
/// The subscript hands out the element where it lies (an address, not a copy), so
/// `texts[i].draw(…)` reads a text's layout without copying it or counting a reference
/// to it. Copying the column value copies the pointer only: the store is the one owner,
/// and must not use a copy after the column changes.
struct Column<Element> {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int = 64) {
    self.capacity = capacity
    base = .allocate(capacity: capacity)
  }

  /// The value at `position`, which must be below ``count``, in place.
  subscript(position: Int) -> Element {
    unsafeAddress { UnsafePointer(base + position) }
    nonmutating unsafeMutableAddress { base + position }
  }

  /// Whether there are no values.
  var isEmpty: Bool { count == 0 }

  /// Adds `value` at the end, growing the buffer when it is full.
  mutating func append(_ value: consuming Element) {
    if count == capacity { grow(to: capacity * 2) }
    (base + count).initialize(to: value)
    count += 1
  }

  /// Adds `value` `times` times at the end.
  mutating func append(_ value: Element, times: Int) {
    if count + times > capacity { grow(to: max(capacity * 2, count + times)) }
    (base + count).initialize(repeating: value, count: times)
    count += times
  }

  /// Forgets every value, keeping the buffer.
  mutating func removeAll() {
    if !_isPOD(Element.self) { base.deinitialize(count: count) }
    count = 0
  }

  /// Frees the buffer and the values in it; the column must not be used again.
  mutating func deallocate() {
    removeAll()
    base.deallocate()
  }

  private mutating func grow(to newCapacity: Int) {
    let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    grown.moveInitialize(from: base, count: count)
    base.deallocate()
    base = grown
    capacity = newCapacity
  }
}
