/// The first line of a `.txt` golden, `# stratus-snapshot 2 frame 10x2`, read into its
/// parts: the format's version, the snapshot's kind, and its size.
struct SnapshotHeader: Equatable {
  /// The format's version: ``SnapshotFormat/version``, or
  /// ``SnapshotFormat/styledVersion`` for a frame with a style section.
  var version: Int
  /// What produced the snapshot.
  var kind: Snapshot.Kind
  /// The widest row, in terminal columns.
  var width: Int
  /// The number of rows.
  var height: Int

  /// The versions this library reads.
  static let versions = SnapshotFormat.version...SnapshotFormat.styledVersion

  /// The header `line` holds, `line` being a file's first line without its line break.
  ///
  /// - Throws: ``MalformedSnapshot`` on line 1 when `line` is not a header, or names a
  ///   version this library does not read (a newer Stratus may have written it), a kind
  ///   that is not one word, or a size that is not `<width>x<height>`.
  init(parsing line: Substring) throws(MalformedSnapshot) {
    let form = "\"\(SnapshotFormat.headerPrefix)<version> <kind> <width>x<height>\""
    guard line.hasPrefix(SnapshotFormat.headerPrefix) else {
      throw MalformedSnapshot(line: 1, reason: "the file does not start with a header, \(form)")
    }
    let words = line.dropFirst(SnapshotFormat.headerPrefix.count)
      .split(separator: " ", omittingEmptySubsequences: false)
    let size = words.count == 3 ? words[2].split(separator: "x") : []
    guard words.count == 3, let version = Int(words[0]), size.count == 2,
      let width = Int(size[0]), let height = Int(size[1]), width >= 0, height >= 0
    else {
      throw MalformedSnapshot(line: 1, reason: "the header is not \(form)")
    }
    guard Self.versions.contains(version) else {
      let known = Self.versions.map(String.init).joined(separator: " and ")
      throw MalformedSnapshot(
        line: 1,
        reason: """
          version \(version) is not one this Stratus reads (\(known)); a newer Stratus may \
          have written it
          """)
    }
    guard let kind = Snapshot.Kind(rawValue: String(words[1])) else {
      throw MalformedSnapshot(
        line: 1,
        reason: "the kind \"\(words[1])\" is not one word of ASCII letters, digits, - and _")
    }
    self.version = version
    self.kind = kind
    self.width = width
    self.height = height
  }
}
