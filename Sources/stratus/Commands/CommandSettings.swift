import Application
import Foundation
import Services

/// The saved settings as one command sees them: where they live, whether it may change
/// them, and what it tells the person when they cannot be read or saved.
///
/// Every command that runs the app loads `settings.json` from the data folder
/// (`STRATUS_DATA_DIR`, else `$XDG_STATE_HOME/stratus`, else `~/.local/state/stratus`),
/// so `render` shows the account, units, favourites and place chosen in `run`. Only a
/// command that is a session of the app writes it:
/// - `run` saves every change made in it, as the app always has (`AccountService` saves
///   on each change). Saving starts once the app is built: the command line's
///   `--account`, `--units` and `--location` choose how this run opens, and are saved
///   only with the first change made in the app, as if chosen there.
/// - `render` and `script` read only. A frame or a scenario is a view of the settings;
///   printing one must not change what the next `run` opens with, and a script replayed
///   from the docs or a test must not rewrite a person's settings. `script
///   --save-settings` saves the changes a script makes, for setting Stratus up from a
///   script, on purpose.
///
/// A corrupt file is moved aside by the store and reported here, on standard error,
/// once; the defaults are used. A save that fails inside `run` shows on the Settings
/// tab, and is reported once, when `run` ends.
final class CommandSettings: Sendable {
  /// Whether the command may change the saved settings.
  enum Use {
    case readOnly
    case savesChanges
  }

  /// The store to build the app with.
  let store: SettingsStore
  private let use: Use
  private let isSaving = Latch()

  init(
    _ use: Use, environment: [String: String] = ProcessInfo.processInfo.environment,
    clock: WallClock = .system
  ) {
    self.use = use
    let file: SettingsStore
    do {
      file = .file(in: try DataDirectory.resolve(environment: environment), clock: clock)
    } catch {
      // No folder to keep them in: the defaults, and every save fails saying why.
      file = SettingsStore(
        load: { nil }, saveChanges: { _, _ throws(PersistenceError) in throw error })
    }
    switch use {
    case .readOnly: store = file.readOnly
    case .savesChanges: store = file.saving(while: { [isSaving] in isSaving.value })
    }
  }

  /// Turns saving on, once the app is built: see the type's discussion.
  func startSaving() {
    isSaving.set()
  }

  /// Prints on standard error why the settings could not be read, if they could not.
  @MainActor
  func reportLoading(_ graph: AppGraph, for spec: CommandSpec) {
    switch graph.accounts.problem {
    case .corrupt(let file, let movedTo, let reason):
      Diagnostics.print(
        "\(details: file) is not valid settings (\(details: reason)); it was moved to \(details: movedTo) and the defaults are in use",
        for: spec)
    case .unreadable(let file, let reason):
      let consequence = use == .savesChanges ? ", and the file will not be saved over" : ""
      Diagnostics.print(
        "cannot read \(details: file): \(details: reason); the defaults are in use\(consequence)",
        for: spec)
    default: break
    }
  }

  /// The message for a save that failed and was not made good by a later one, if one
  /// did.
  @MainActor
  func saveProblem(of graph: AppGraph) -> Message? {
    if case .waiting(let lock) = graph.accounts.saveState {
      return "settings were not saved: another process held \(details: lock) until the end"
    }
    switch graph.accounts.problem {
    case .unusableLock(let lock, let reason):
      return "settings were not saved: \(details: lock) \(details: reason)"
    case .unwritable(let file, let reason):
      return "settings were not saved: cannot write \(details: file): \(details: reason)"
    case .noDataDirectory(let reason):
      return "settings were not saved: there is no data folder (\(details: reason))"
    default:
      return nil
    }
  }
}

extension CommandSettings {
  /// Waits up to `limit` for a save that waits on another process's lock to be made,
  /// and returns whether none is left waiting.
  ///
  /// `script --save-settings` ends here: another session holds the lock for the
  /// milliseconds of its own save, which is worth waiting for; a lock held longer is held
  /// by something stuck, and ``saveProblem(of:)`` reports it.
  @MainActor
  func waitForPendingSave(of graph: AppGraph, upTo limit: Duration) async {
    guard graph.accounts.saveState != .saved else { return }
    let accounts = graph.accounts
    // NB: a task group would wait for the save's task even after the limit: the wait on
    // the lock cannot be cancelled. The first of the two to finish resumes this one.
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      let once = ResumeOnce(done)
      Task { @MainActor in
        await accounts.pendingSaveSettled()
        once.resume()
      }
      Task {
        try? await Task.sleep(for: limit)
        once.resume()
      }
    }
  }
}

/// Resumes a continuation the first time it is asked to, from any thread.
private final class ResumeOnce: @unchecked Sendable {
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Void, Never>?

  init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = continuation }

  func resume() {
    lock.withLock {
      continuation?.resume()
      continuation = nil
    }
  }
}

/// A flag set once, read from any thread: the store's save closure is `@Sendable`.
private final class Latch: @unchecked Sendable {
  private let lock = NSLock()
  private var isSet = false

  var value: Bool { lock.withLock { isSet } }

  func set() { lock.withLock { isSet = true } }
}
