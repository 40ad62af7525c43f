/// The first lines of a snapshot, for a failure message that has no diff to show (a
/// missing golden on CI): enough to see what the test produced without a CI log of
/// 10,000 rows.
enum SnapshotPreview {
  /// At most `limit` lines of `text`, each made visible, then a count of the rest.
  static func lines(of text: String, limit: Int = 40) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    var shown = lines.prefix(limit).map { VisibleText.make($0) }
    if lines.count > limit { shown.append("… \(lines.count - limit) more lines") }
    return shown.joined(separator: "\n")
  }
}
