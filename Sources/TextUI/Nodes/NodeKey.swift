/// A node's structural identity among its siblings: where in its parent's content it
/// came from, and the type of its view.
///
/// Two passes that produce the same key for a node produce the *same* node, so what it
/// cached survives. The path records each list-like view passed through: a tuple
/// position, an `if`/`else` branch, a ``ForEach`` id and occurrence.
///
/// A key is only ever matched against the keys of its parent's previous children, so it
/// holds only that sibling-local path, in a compact form that costs no allocation: the
/// positional steps packed into one integer (``Steps``), and the ids without
/// `AnyHashable` (``ElementID``). Equality is exact, never by hash alone: two
/// views that differ anywhere in their path never share a node.
struct NodeKey: Hashable {
  /// The list-like views passed through, outermost first; an id step's value is in `ids`.
  var steps = Steps()
  /// The ``ForEach`` ids on the path, in order.
  var ids = ElementIDs()
  /// The view's type: a different type at the same place is a different node.
  var type: ObjectIdentifier
}

/// One step of a view's structural identity: how the renderer tells apart the views a
/// list-like view produces.
///
/// A node is identified by the path of these steps from its parent's content, plus its
/// view's type, so a view keeps its node (and everything the node cached) for as long as
/// it comes back at the same place. It is public only because the engine hook
/// `_ChildList.append(_:at:)` takes one; views you write never name it. A ``ForEach``
/// element's id is a step too, appended with `_ChildList.append(_:id:occurrence:)`.
public enum PathComponent: Hashable {
  /// A position in a tuple of views or a `for` loop.
  case index(Int)
  /// The branch of an `if`/`else`: 0 for the first, 1 for the second.
  case branch(Int)
}

extension NodeKey {
  /// The kind of one step, as packed.
  enum StepKind: Int {
    case index, branch
    /// A ``ForEach`` element: its value is the occurrence of its id (0 for the first).
    case id
  }

  /// The positional steps of a path, exactly, with no allocation for the paths views
  /// make: up to four steps of 16 bits (a kind and a value below 16,384) packed in one
  /// integer, the first in the lowest bits. A longer path, or a value out of that range,
  /// puts every step in an array instead (a kind and a value each); which form a path
  /// takes depends only on the path, so equal paths are always stored alike.
  struct Steps: Hashable {
    private static let bits = 16
    private static let capacity = 4
    private static let mask = 1 << bits - 1

    private var packed: UInt64 = 0
    private var count = 0
    private var spilled: [Int]?

    /// The last step, if any.
    var last: (kind: StepKind, value: Int)? {
      if let spilled {
        guard spilled.count >= 2 else { return nil }
        return (
          StepKind(rawValue: spilled[spilled.count - 2]) ?? .index, spilled[spilled.count - 1]
        )
      }
      guard count > 0 else { return nil }
      let code = Int(truncatingIfNeeded: packed >> UInt64((count - 1) * Steps.bits)) & Steps.mask
      return (StepKind(rawValue: code & 3) ?? .index, code >> 2)
    }

    /// Adds a step at the end.
    mutating func append(_ kind: StepKind, _ value: Int) {
      if spilled == nil {
        if count < Steps.capacity, value >= 0, value <= Steps.mask >> 2 {
          packed |= UInt64(value << 2 | kind.rawValue) << UInt64(count * Steps.bits)
          count += 1
          return
        }
        var steps: [Int] = []
        for position in 0..<count {
          let code = Int(truncatingIfNeeded: packed >> UInt64(position * Steps.bits))
          steps += [code & 3, code >> 2 & Steps.mask >> 2]
        }
        (spilled, packed, count) = (steps, 0, 0)
      }
      spilled?.append(contentsOf: [kind.rawValue, value])
    }

    /// Removes the last step, leaving the path as it was before that step was added:
    /// how a list steps back out of a list-like view, in place rather than by keeping a
    /// copy of the path to restore.
    mutating func removeLast() {
      guard let spilled else {
        count -= 1
        packed &= (1 << UInt64(count * Steps.bits)) - 1
        return
      }
      // Rare (a deep path): made again step by step, so that it takes the form a path of
      // its steps always takes.
      var shorter = Steps()
      for index in stride(from: 0, to: spilled.count - 2, by: 2) {
        shorter.append(StepKind(rawValue: spilled[index]) ?? .index, spilled[index + 1])
      }
      self = shorter
    }
  }

  /// One ``ForEach`` element's id, without `AnyHashable`'s boxing and casts: the id
  /// types views use (`Int`, `String`) are stored as themselves, so comparing, hashing
  /// or copying one is the concrete type's own operation; an id of any other type is
  /// kept in a box (``OtherID``). Each id has one representation, so `==` is exact.
  ///
  /// A struct of concrete fields rather than an enum with an `any Hashable` case: that
  /// enum was copied through the runtime's value witnesses, 0.8 M instructions of a
  /// one-row update of a 1,000-row list.
  struct ElementID: Hashable {
    private var number = 0
    private var text: String?
    private var other: OtherID?

    /// A placeholder, equal to the `Int` id 0.
    init() {}

    init<ID: Hashable>(_ id: ID) {
      // Metatype comparisons, not casts: a cast asks the runtime about conformances.
      if ID.self == Int.self {
        number = unsafeBitCast(id, to: Int.self)
      } else if ID.self == String.self {
        text = unsafeBitCast(id, to: String.self)
      } else {
        other = OtherID(id)
      }
    }

    /// The id, when it is an `Int`.
    var integer: Int? { text == nil && other == nil ? number : nil }

    /// The id as its `ForEach` read it, for traces.
    var value: Any {
      if let other { return other.value }
      if let text { return text }
      return number
    }
  }

  /// An id of a type other than `Int` or `String`, compared by opening both values.
  final class OtherID: Hashable {
    let value: any Hashable

    init(_ value: any Hashable) {
      self.value = value
    }

    static func == (lhs: OtherID, rhs: OtherID) -> Bool { isEqual(lhs.value, rhs.value) }

    func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
  }

  /// The ids of the ``ForEach`` elements on a path, one per id step of the path's
  /// ``Steps`` (so two keys with equal steps hold as many ids). A path through one
  /// `ForEach` (nearly all) holds one id, inline; nested `ForEach`s in one list keep the
  /// outer ones in an array.
  ///
  /// The innermost id is stored as a plain value beside a count, not as an optional:
  /// comparing two optional ids copied each one out first, and every reused row of a
  /// list compares its key's ids once a pass.
  struct ElementIDs: Hashable {
    /// How many ids the path holds.
    private var count = 0
    /// The innermost id, when `count > 0`; a placeholder otherwise.
    private var innermost = ElementID()
    /// The ids of enclosing `ForEach`s in the same list, outermost first.
    private var outer: [ElementID] = []

    /// The innermost id: the one a trace names the node by.
    var last: ElementID? { count > 0 ? innermost : nil }

    /// Adds the id of a `ForEach` element nested in those already on the path.
    mutating func append(_ id: ElementID) {
      if count > 0 { outer.append(innermost) }
      innermost = id
      count += 1
    }

    /// Replaces the innermost id: the next element of the same `ForEach`.
    mutating func replaceLast(with id: ElementID) {
      innermost = id
    }

    /// Removes the innermost id, leaving the ids as they were before it was added.
    mutating func removeLast() {
      count -= 1
      innermost = count > 0 ? outer.removeLast() : ElementID()
    }

    static func == (lhs: ElementIDs, rhs: ElementIDs) -> Bool {
      guard lhs.count == rhs.count else { return false }
      // One id (a row of one `ForEach`) is nearly every case: no array to compare.
      switch lhs.count {
      case 0: return true
      case 1: return lhs.innermost == rhs.innermost
      default: return lhs.innermost == rhs.innermost && lhs.outer == rhs.outer
      }
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(count)
      if count > 0 {
        hasher.combine(innermost)
        hasher.combine(outer)
      }
    }
  }
}

/// Whether two ids are of the same type and `==`: both are opened, their types compared
/// as metatypes, and the right one reinterpreted as the left's type.
private func isEqual(_ lhs: any Hashable, _ rhs: any Hashable) -> Bool {
  func open<Left: Hashable>(_ lhs: Left) -> Bool {
    func open<Right: Hashable>(_ rhs: Right) -> Bool {
      Right.self == Left.self && lhs == unsafeBitCast(rhs, to: Left.self)
    }
    return open(rhs)
  }
  return open(lhs)
}
