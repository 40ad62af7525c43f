import Services

/// A task a binder starts that sleeps on the clock and then acts: a debounce, a
/// refresh every few minutes, a toast's time on screen, radar playback.
///
/// It is tracked work (``WorkProgress``): working from the moment it is created until
/// it first sleeps, waiting while it sleeps, working again from the moment the clock
/// wakes it until it sleeps again or ends. So a settle never waits for its sleep (that
/// is the clock's to give), but always waits for what it does when it wakes, and for it
/// to reach its sleep in the first place: a `tick` right after the change that started
/// it cannot slip past it.
@MainActor
final class TimerTask: Settling {
  private let task: Task<Void, Never>
  private let work: WorkProgress

  /// Schedules `body` on the main actor; it counts as working from this moment, before
  /// its task has started.
  init(_ body: @escaping @MainActor () async -> Void) {
    let work = WorkProgress()
    self.work = work
    task = Task { @MainActor in
      defer { work.end() }
      await work.run { await body() }
    }
  }

  var isSettled: Bool { work.isSettled }

  func settled() async {
    await work.settled()
  }

  /// Cancels the task: its sleep throws, and nobody waits for it any more.
  func cancel() {
    task.cancel()
    work.end()
  }
}
