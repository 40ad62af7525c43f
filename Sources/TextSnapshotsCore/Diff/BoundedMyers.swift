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
/// Only the last round's furthest points are kept, so the memory is O(`limit`).
enum BoundedMyers {
  /// The number of removed plus inserted lines of a shortest diff from `old` to `new`,
  /// or `nil` when it is more than `limit`.
  ///
  /// Lines are compared as numbers (see ``LineNumbers``): equal numbers, equal lines.
  ///
  /// - Parameters:
  ///   - old: The old lines' numbers.
  ///   - new: The new lines' numbers.
  ///   - limit: The most removals plus insertions to search through.
  ///   - steps: Incremented once for every diagonal visited and every pair of lines
  ///     compared: the cost of the search, as a count the tests can assert.
  /// - Complexity: O((*n* + *m*) · min(*D*, `limit`)); precisely, at most
  ///   (*L* + 1)(*L* + 2) + (2*L* + 1) · min(*n*, *m*) steps for *L* = min(*D*, `limit`).
  static func distance(
    old: ArraySlice<Int>, new: ArraySlice<Int>, limit: Int, steps: inout Int
  ) -> Int? {
    let n = old.count
    let m = new.count
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
          guard old[old.startIndex + x] == new[new.startIndex + y] else { break }
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
