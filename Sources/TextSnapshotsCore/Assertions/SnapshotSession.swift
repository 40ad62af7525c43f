/// The state the assertions of one test process share: the golden files claimed so far,
/// the open ledger file and the inline snapshot calls checked.
///
/// `assertSnapshot` is a free function called from any test, on any thread, so this is
/// the one place it keeps state between calls. Everything else an assertion needs (the
/// environment, the package root, the mode) is passed to it or derived from its
/// arguments, and the library's tests give each check a fresh session of its own.
package final class SnapshotSession: Sendable {
  /// The session of this test process, used by `assertSnapshot`.
  package static let thisProcess = SnapshotSession()

  /// A session of its own, for a check that must not share this process's claims.
  package init() {}

  /// The files claimed in this session, which numbers unnamed assertions.
  let registry = SnapshotRegistry()
  /// Where the session appends the files it checked.
  let ledger = LedgerWriter()
  /// The inline snapshot calls checked so far (`file:line:column`): each is checked
  /// once, since one literal holds one expected text.
  let inlineSites = LockedValue<Set<String>>([])
}
