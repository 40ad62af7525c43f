/// Myers' search for the length of a shortest diff, stopped after a fixed number of edits.
///
/// Myers' algorithm (E. Myers, "An O(ND) Difference Algorithm and Its Variations", 1986)
/// walks the edit graph of two sequences one edit at a time: after *d* rounds it knows,
/// for every diagonal *k* = *x* − *y* in −*d*…*d*, the furthest point a path of *d*
/// removals and insertions can reach, sliding along equal lines for free. The first round
/// that reaches the end is *D*, the length of a shortest diff. The search costs
/// O((*n* + *m*) · *D*), which is quadratic when everything changed: two 100,000-line
/// texts with no line in common take 200,000 rounds. So this one stops after `limit`
/// rounds and says so.
///
/// It answers only how long a shortest diff is, not which one: when it is within the
/// limit, ``LineDiff/EditScript`` asks the standard library's `difference(from:by:)`,
/// also a Myers diff, for the script itself. Of several shortest diffs that picks one by
/// its own rule (Swift 6.3 changed the rule along with its memory use), and every diff
/// golden recorded so far shows the one it picked. Knowing *D* first bounds that second
/// search too, at O((*n* + *m*) · `limit`).
///
/// Only the last round's furthest points are kept, so the memory is O(`limit`). Lines are
/// compared through a closure, so that the same search serves whole lines and, in the
/// fallback, lines' numbers (``LineNumbers``).
enum BoundedMyers {
  /// The number of removed plus inserted lines of a shortest diff from `n` old lines to
  /// `m` new ones, or `nil` when it is more than `limit`.
  ///
  /// - Parameters:
  ///   - n: How many old lines there are.
  ///   - m: How many new lines there are.
  ///   - limit: The most removals plus insertions to search through.
  ///   - steps: Incremented once for every diagonal visited and every pair of lines
  ///     compared: the cost of the search, as a count the tests can assert.
  ///   - equal: Whether old line `x` and new line `y` (each from 0) are equal.
  /// - Complexity: O((*n* + *m*) · min(*D*, `limit`)); precisely, at most
  ///   (*L* + 1)(*L* + 2) + (2*L* + 1) · min(*n*, *m*) steps for *L* = min(*D*, `limit`).
  static func distance(
    n: Int, m: Int, limit: Int, steps: inout Int, equal: (_ x: Int, _ y: Int) -> Bool
  ) -> Int? {
    // `furthest[(k + d) / 2]` is the x reached on diagonal k after round d; round d
    // reads round d − 1's points and writes its own.
    var furthest: [Int] = []
    var next: [Int] = []
    for d in 0...min(limit, n + m) {
      next.removeAll(keepingCapacity: true)
      for k in stride(from: -d, through: d, by: 2) {
        steps += 1
        var x: Int
        if d == 0 {
          x = 0
        } else if k == -d {
          // From the diagonal above: an insertion.
          x = furthest[(k + 1 + d - 1) / 2]
        } else if k == d {
          // From the diagonal below: a removal.
          x = furthest[(k - 1 + d - 1) / 2] + 1
        } else {
          x = max(furthest[(k - 1 + d - 1) / 2] + 1, furthest[(k + 1 + d - 1) / 2])
        }
        var y = x - k
        // Slide along equal lines: they cost nothing.
        while x < n && y < m {
          steps += 1
          guard equal(x, y) else { break }
          x += 1
          y += 1
        }
        if x >= n && y >= m { return d }
        next.append(x)
      }
      swap(&furthest, &next)
    }
    return nil
  }
}
