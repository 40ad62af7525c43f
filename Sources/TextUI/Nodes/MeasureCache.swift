/// A node's measured sizes, a few proposals deep.
///
/// A stack asks each child for its minimum, its maximum and its share, and its own
/// parent may ask the stack the same questions: a handful of proposals covers a pass.
/// The first few answers are stored inline, in the node itself, so a node that is
/// measured at few proposals (most are) costs no allocation: a cold pass makes a node
/// per view, and an array reserved up front was one `malloc` per node (about 4% of a
/// cold Now pass). Only a node asked more questions than that spills into an array,
/// which then keeps the most recent answers. Searched linearly: at this size that beats
/// a dictionary.
struct MeasureCache {
  /// A proposal as plain integers, so a lookup compares integers rather than
  /// optionals: each dimension's value (0 when `nil`) and which ones are `nil`.
  private struct Key: Equatable {
    var width: Int
    var height: Int
    var unspecified: UInt8

    init(_ proposal: ProposedSize) {
      width = proposal.width ?? 0
      height = proposal.height ?? 0
      unspecified = (proposal.width == nil ? 1 : 0) | (proposal.height == nil ? 2 : 0)
    }

    var proposal: ProposedSize {
      ProposedSize(
        width: unspecified & 1 == 0 ? width : nil, height: unspecified & 2 == 0 ? height : nil)
    }
  }

  private struct Entry {
    var proposal: Key
    var size: Size
  }

  /// How many answers the array beyond the inline ones keeps.
  private static let spillCapacity = 12
  private static let unused = Entry(proposal: Key(.zero), size: .zero)

  /// How many of the inline entries hold answers.
  private var inlineCount = 0
  private var first = MeasureCache.unused
  private var second = MeasureCache.unused
  private var third = MeasureCache.unused
  private var fourth = MeasureCache.unused
  private var spilled: [Entry] = []
  private var oldest = 0
  /// Whether an answer was dropped to make room for a newer one.
  private(set) var hasForgotten = false

  /// Whether nothing was measured.
  var isEmpty: Bool { inlineCount == 0 }

  /// Whether `condition` holds for every proposal kept and the size measured for it.
  func allSatisfy(_ condition: (ProposedSize, Size) -> Bool) -> Bool {
    for index in 0..<inlineCount {
      let entry = index == 0 ? first : index == 1 ? second : index == 2 ? third : fourth
      if !condition(entry.proposal.proposal, entry.size) { return false }
    }
    return spilled.allSatisfy { condition($0.proposal.proposal, $0.size) }
  }

  /// The size measured for `proposal`, if any.
  ///
  /// `mutating` though it changes nothing: the cache lives in a class (the node), and
  /// reading a non-mutating member would copy the whole cache out of it first.
  mutating func size(for proposal: ProposedSize) -> Size? {
    guard inlineCount > 0 else { return nil }
    let proposal = Key(proposal)
    if first.proposal == proposal { return first.size }
    guard inlineCount > 1 else { return nil }
    if second.proposal == proposal { return second.size }
    guard inlineCount > 2 else { return nil }
    if third.proposal == proposal { return third.size }
    guard inlineCount > 3 else { return nil }
    if fourth.proposal == proposal { return fourth.size }
    for entry in spilled where entry.proposal == proposal { return entry.size }
    return nil
  }

  /// Records the size measured for `proposal`.
  mutating func record(_ size: Size, for proposal: ProposedSize) {
    let entry = Entry(proposal: Key(proposal), size: size)
    switch inlineCount {
    case 0: first = entry
    case 1: second = entry
    case 2: third = entry
    case 3: fourth = entry
    default: return spill(entry)
    }
    inlineCount += 1
  }

  /// Keeps an answer beyond the inline ones, replacing the oldest spilled one when full.
  private mutating func spill(_ entry: Entry) {
    if spilled.count < MeasureCache.spillCapacity {
      // One allocation for the whole spill, not one per doubling.
      if spilled.isEmpty { spilled.reserveCapacity(MeasureCache.spillCapacity) }
      spilled.append(entry)
    } else {
      spilled[oldest] = entry
      hasForgotten = true
      oldest = (oldest + 1) % MeasureCache.spillCapacity
    }
  }

  mutating func removeAll() {
    inlineCount = 0
    if !spilled.isEmpty { spilled.removeAll(keepingCapacity: true) }
    oldest = 0
    hasForgotten = false
  }
}
