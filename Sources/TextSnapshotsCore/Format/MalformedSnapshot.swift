/// Where and how a snapshot's text breaks the format ``SnapshotFormat`` writes: the line,
/// counted from 1, and what is wrong there.
///
/// A snapshot the library wrote is never malformed; a golden edited by hand, merged
/// badly or written by a newer Stratus may be. Such a file can never match, and a
/// review that drew it as if it were fine (a plane symbol the legend does not list drawn
/// plain, an unknown colour left out) would hide why, so the readers that check
/// (``SnapshotFormat/check(_:)``, ``FrameFile/checked(_:)``) throw this and the test's
/// failure, `review` and `status` say it.
struct MalformedSnapshot: Error, Equatable, Sendable {
  /// The line the problem is on, counted from 1; a file's header is line 1.
  var line: Int
  /// What is wrong, in words: `the legend lists "a" twice (first on line 8)`.
  var reason: String
}
