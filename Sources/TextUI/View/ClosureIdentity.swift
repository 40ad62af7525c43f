/// What makes a value that holds a closure equal to its own copies and to nothing else.
///
/// Closures cannot be compared, so ``Action``, ``TextAction``, ``ForEach`` and the lazy
/// stacks each take a new identity when they are made (and a ``ForEach`` or a lazy stack
/// when one of its properties is set), and `==` compares identities. That keeps
/// Equatable's laws (a value is equal to itself, `[a] == [a]`) and keeps gating safe: a
/// view rebuilt with a new closure, which may capture new values, is new to the renderer,
/// so reused output never runs a stale closure. Comparing identities costs one pointer
/// comparison, whatever the value holds (a `ForEach` of 1,000 rows included).
struct ClosureIdentity: Equatable, Sendable {
  /// The object whose address is the identity; it holds nothing.
  private final class Token: Sendable {}

  private let token = Token()

  /// A new identity, equal only to itself and its copies.
  init() {}

  /// Whether both are copies of one identity.
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.token === rhs.token }
}
