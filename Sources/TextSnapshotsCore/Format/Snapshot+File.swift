extension Snapshot {
  /// This snapshot as the golden file with the extension `pathExtension` holds it: the
  /// snapshot itself for `txt`; for any other extension, its rows alone, without the
  /// header and fences, one a line and ending in a newline.
  ///
  /// The rows are exactly the text the strategy made (a final newline in it is an empty
  /// last row, so it is kept), so a `.json` golden is the JSON, which an editor
  /// highlights and a JSON tool reads. A frame stays `txt`: its style plane and changed
  /// cells need the fences.
  ///
  /// - Throws: ``SnapshotError/unrepresentable(type:reason:)`` when `pathExtension` is
  ///   not a plain extension (letters, digits, `-`, `_`), or is `new` or `diff`, which
  ///   would be taken for a pending file; and for a frame, with any extension but `txt`.
  func stored(withExtension pathExtension: String) throws(SnapshotError) -> Snapshot {
    guard pathExtension != SnapshotLocation.goldenExtension else { return self }
    guard !pathExtension.isEmpty, SnapshotName.sanitized(pathExtension) == pathExtension,
      !["new", "diff"].contains(pathExtension.lowercased())
    else {
      throw .unrepresentable(
        type: kind.rawValue,
        reason: """
          its pathExtension "\(pathExtension)" is not a file extension; use letters, \
          digits, - and _ (and not new or diff, which name pending files)
          """)
    }
    guard kind != .frame else {
      throw .unrepresentable(
        type: "Frame",
        reason: """
          a frame's golden is a .\(SnapshotLocation.goldenExtension) file (its style plane \
          needs the fences), not .\(pathExtension)
          """)
    }
    let rows = SnapshotFormat.rows(of: text)
    var stored = self
    stored.text = rows.joined(separator: "\n") + "\n"
    return stored
  }
}
