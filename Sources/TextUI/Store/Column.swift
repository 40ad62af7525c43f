/// A growable run of plain values, one per record of a ``ViewStore``, read and written
/// in place.
///
/// An `Array` held by a class pays, at every access, for what makes it a value: a
/// reference count to keep its buffer alive across the access, and a uniqueness check
/// before each write. The store's columns are read a dozen times per record per pass,
/// always by the store itself, so they are kept as raw buffers instead: the store
/// allocates each once, grows it by doubling, keeps its capacity from pass to pass
/// (``removeAll()``), and frees it when the store goes.
///
/// Only plain values (integers, sizes, enums of them: what the runtime calls POD) are
/// kept, so nothing needs releasing, and copying the column value copies the pointer
/// only: the store is the one owner. (Not spelled `BitwiseCopyable`: the engine's public
/// value types, `Size` and `Axis`, would have to promise it in their API.)
struct Column<Element> {
  private(set) var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int = 64) {
    precondition(_isPOD(Element.self), "a column keeps plain values only")
    self.capacity = capacity
    base = .allocate(capacity: capacity)
  }

  /// The value at `position`, which must be below ``count``.
  subscript(position: Int) -> Element {
    get { base[position] }
    nonmutating set { base[position] = newValue }
  }

  /// Adds `value` at the end, growing the buffer when it is full.
  mutating func append(_ value: Element) {
    if count == capacity { grow(to: capacity * 2) }
    base[count] = value
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
    count = 0
  }

  /// Frees the buffer; the column must not be used again.
  func deallocate() {
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
