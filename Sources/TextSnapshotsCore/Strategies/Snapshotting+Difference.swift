extension Snapshotting {
  /// How `actual` differs from `expected`, told as a diff of their snapshots: what a
  /// failed equality shows instead of two whole values on one line each.
  ///
  /// With ``dump``, each value is one field a line, so the diff names the fields that
  /// differ, in their place:
  ///
  /// ```text
  /// --- expected
  /// +++ actual
  /// @@ -1,6 +1,6 @@
  ///  SunPanel.Props(
  ///    sunrise: "07:21",
  /// -  sunset: "16:47",
  /// +  sunset: "16:46",
  ///    daylight: "9 h 26 min",
  ///    next: "Sunset in 1 h 47 min",
  ///    bar: DaylightBar.Props(
  /// ```
  ///
  /// - Returns: the unified diff, `expected` old and `actual` new; when the strategy
  ///   makes the same text of both (it does not show what differs, or a redaction hides
  ///   it), a line that says so and the values as Swift describes them.
  public func difference(of actual: Value, from expected: Value) -> String {
    let texts = [expected, actual].map { value in
      do throws(SnapshotError) {
        return Self.rows(of: try snapshot(of: value))
      } catch {
        return "(no snapshot: \(error))\n"
      }
    }
    let diff = LineDiff(old: texts[0], new: texts[1])
      .unified(oldLabel: "expected", newLabel: "actual")
    guard diff.isEmpty else { return diff }
    return """
      their snapshots are the same text; as Swift describes them:
      expected: \(String(reflecting: expected))
      actual:   \(String(reflecting: actual))

      """
  }

  /// The snapshot's rows as they read, without the file's header line (whose size would
  /// differ whenever a row's width does) and without the fences; the diff shows trailing
  /// whitespace itself (``VisibleText``).
  private static func rows(of snapshot: Snapshot) -> String {
    snapshot.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
      .map { line in
        line.count >= 2 && line.first == "|" && line.last == "|"
          ? String(line.dropFirst().dropLast()) : String(line)
      }
      .joined(separator: "\n")
  }
}
