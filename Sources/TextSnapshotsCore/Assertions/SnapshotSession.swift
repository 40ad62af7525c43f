import Foundation

/// The state the assertions of one test process share: the golden folder of each test
/// file, the golden files claimed so far, the open ledger file and the inline snapshot
/// calls checked.
///
/// `assertSnapshot` is a free function called from any test, on any thread, so this is
/// the one place it keeps state between calls, and the one place in the library that
/// takes a lock. Everything else an assertion needs (the environment, the mode) is passed
/// to it or derived from its arguments, and the library's tests give each check a fresh
/// session of its own.
///
/// A test file's package root is found once per session: it comes from the test's
/// `#filePath`, which is fixed when the test is built, and walking up to the
/// `Package.swift` took more `stat` calls than reading the golden. So a `Package.swift`
/// added or removed while the tests run counts from the next run on.
///
/// The registry and the ledger writer are plain values that know nothing of threads;
/// the session reaches them only inside `lock.withLock`, which is what makes its
/// `@unchecked Sendable` true. The lock is Foundation's `NSLock`, used directly rather
/// than through a lock type of the library's own: `Synchronization.Mutex` needs macOS
/// 15 (Stratus supports 14), and the app's `LockedValue` lives in Services, which a
/// snapshot library for any TextUI program must not import.
package final class SnapshotSession: @unchecked Sendable {
  /// The session of this test process, used by `assertSnapshot`.
  package static let thisProcess = SnapshotSession()

  /// The test executable this process runs (``InlineSnapshotAssertion/buildStamp``),
  /// noted beside each inline edit: edits of its own build were made after it was built.
  package let build: String

  /// A session of its own, for a check that must not share this process's claims; a
  /// test passes `build` to act as another build of the tests.
  package init(build: String = InlineSnapshotAssertion.buildStamp) {
    self.build = build
  }

  /// Guards the five properties below.
  private let lock = NSLock()
  /// The golden folder of each test file (its `#filePath`) met so far.
  private var folders: [String: SnapshotFolder] = [:]
  /// The pending files of each golden folder (by its path), listed when first used.
  private var pendingFiles: [String: PendingFiles] = [:]
  /// The files claimed in this session, which numbers unnamed assertions.
  private var registry = SnapshotRegistry()
  /// Where the session appends the files it checked.
  private var ledger = LedgerWriter()
  /// The inline snapshot calls checked so far (`file:line:column`): each is checked
  /// once, since one literal holds one expected text.
  private var inlineSites: Set<String> = []

  /// The golden folder of the test file at `testFile` (see
  /// ``SnapshotLocation/folder(forTestFile:)``), found the first time it is asked for.
  func folder(forTestFile testFile: String) throws(SnapshotError) -> SnapshotFolder {
    if let known = lock.withLock({ folders[testFile] }) { return known }
    // Found outside the lock, so parallel tests of other files do not wait on the walk;
    // two threads that both miss find the same folder.
    let folder = try SnapshotLocation.folder(forTestFile: testFile)
    lock.withLock { folders[testFile] = folder }
    return folder
  }

  /// The pending files `folder` held when an assertion of this session first used it.
  func pendingFiles(in folder: SnapshotFolder) -> PendingFiles {
    if let known = lock.withLock({ pendingFiles[folder.path] }) { return known }
    let listed = PendingFiles(listing: folder)
    // Two threads may list the folder at once: the first listing stored is the one kept.
    return lock.withLock {
      if let known = pendingFiles[folder.path] { return known }
      pendingFiles[folder.path] = listed
      return listed
    }
  }

  /// Claims the golden for an assertion (see
  /// ``SnapshotRegistry/claim(in:test:name:pathExtension:)``).
  func claim(
    in folder: SnapshotFolder, test: String, name: String?,
    pathExtension: String = SnapshotLocation.fileExtension
  ) throws(SnapshotError) -> SnapshotLocation {
    try lock.withLock {
      Result<SnapshotLocation, SnapshotError> { () throws(SnapshotError) in
        try registry.claim(in: folder, test: test, name: name, pathExtension: pathExtension)
      }
    }.get()
  }

  /// Appends an assertion's outcome to the ledger (see ``LedgerWriter``).
  func record(_ outcome: SnapshotOutcome, at location: SnapshotLocation, run: String) {
    lock.withLock { ledger.record(outcome, at: location, run: run) }
  }

  /// Claims an inline snapshot's call site: `false` when this process checked it already.
  func claimInlineSite(_ site: String) -> Bool {
    lock.withLock { inlineSites.insert(site).inserted }
  }
}
