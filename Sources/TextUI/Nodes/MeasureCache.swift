/// A node's measured sizes, a few proposals deep.
///
/// A stack asks each child for its minimum, its maximum and its share, and its own
/// parent may ask the stack the same questions: a handful of proposals covers a pass.
/// A small array searched linearly beats a dictionary at this size.
struct MeasureCache {
  private static let capacity = 16
  private var entries: [(proposal: ProposedSize, size: Size)] = []
  private var oldest = 0

  init() {
    entries.reserveCapacity(MeasureCache.capacity)
  }

  subscript(proposal: ProposedSize) -> Size? {
    get { entries.first { $0.proposal == proposal }?.size }
    set {
      guard let newValue else { return }
      if entries.count < MeasureCache.capacity {
        entries.append((proposal, newValue))
      } else {
        entries[oldest] = (proposal, newValue)
        oldest = (oldest + 1) % MeasureCache.capacity
      }
    }
  }

  mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
    oldest = 0
  }
}
