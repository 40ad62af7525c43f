/// Lets other tasks run until `condition` holds, giving up after `attempts` yields.
///
/// This waits for an *effect* (a request made, a state reached), never for time: it
/// yields the current task, so the test stays as fast as the code under test. It
/// returns whether the condition held, for tests to `#expect`.
@discardableResult
public func eventually(
  attempts: Int = 10_000, _ condition: @escaping @Sendable () async -> Bool
) async -> Bool {
  for _ in 0..<attempts {
    if await condition() { return true }
    await Task.yield()
  }
  return await condition()
}
