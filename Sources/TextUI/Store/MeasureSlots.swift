/// The sizes measured for each record of a ``ViewStore``, per proposal.
///
/// A stack asks each child for its minimum, its maximum and its share, and its own
/// parent may ask the stack the same, so a record is measured at a few proposals in a
/// pass. Each record has four slots inline in one flat column (plain values: no
/// allocation and no reference count per record); a record asked more than that keeps
/// the rest in an overflow column, chained from the record, newest first (a row of a
/// long list is asked at every proposal its stack is asked at).
struct MeasureSlots {
  /// One answer: a proposal as plain integers (0 for `nil`, with a bit per `nil`
  /// dimension in `unspecified`) and the size chosen for it.
  private struct Entry {
    var width: Int
    var height: Int
    var size: Size
    var unspecified: UInt8
  }

  private static let inline = 4
  private var entries = Column<Entry>(capacity: 256)
  private var counts = Column<UInt8>(capacity: 64)
  /// The first overflow entry of each record, or -1.
  private var overflowHeads = Column<Int32>(capacity: 64)
  /// Answers past the inline four, each with the position of the record's next one.
  private var overflow = Column<(entry: Entry, next: Int32)>(capacity: 64)

  /// Makes slots for `records` more records.
  mutating func append(records: Int) {
    entries.append(Entry(width: 0, height: 0, size: .zero, unspecified: 0), times: records * 4)
    counts.append(0, times: records)
    overflowHeads.append(-1, times: records)
  }

  /// The size `record` chose for `proposal`, if it was measured at it.
  func size(of record: Int, for proposal: ProposedSize) -> Size? {
    let (width, height, unspecified) = MeasureSlots.key(proposal)
    let stored = Int(counts[record])
    let first = record * MeasureSlots.inline
    for slot in first..<first + min(stored, MeasureSlots.inline) {
      let entry = entries[slot]
      if entry.width == width && entry.height == height && entry.unspecified == unspecified {
        return entry.size
      }
    }
    var next = Int(overflowHeads[record])
    while next >= 0 {
      let (entry, following) = overflow[next]
      if entry.width == width && entry.height == height && entry.unspecified == unspecified {
        return entry.size
      }
      next = Int(following)
    }
    return nil
  }

  /// Records that `record` chose `size` for `proposal`.
  mutating func record(_ size: Size, of record: Int, for proposal: ProposedSize) {
    let (width, height, unspecified) = MeasureSlots.key(proposal)
    let entry = Entry(width: width, height: height, size: size, unspecified: unspecified)
    let stored = Int(counts[record])
    guard stored < MeasureSlots.inline else {
      overflow.append((entry, overflowHeads[record]))
      overflowHeads[record] = Int32(overflow.count - 1)
      return
    }
    entries[record * MeasureSlots.inline + stored] = entry
    counts[record] = UInt8(stored + 1)
  }

  /// Forgets every answer, keeping the columns' capacity.
  mutating func removeAll() {
    entries.removeAll()
    counts.removeAll()
    overflowHeads.removeAll()
    overflow.removeAll()
  }

  /// Frees the columns; the slots must not be used again.
  mutating func deallocate() {
    entries.deallocate()
    counts.deallocate()
    overflowHeads.deallocate()
    overflow.deallocate()
  }

  private static func key(_ proposal: ProposedSize) -> (Int, Int, UInt8) {
    (
      proposal.width ?? 0, proposal.height ?? 0,
      (proposal.width == nil ? 1 : 0) | (proposal.height == nil ? 2 : 0)
    )
  }
}
