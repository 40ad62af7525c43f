import TextUI

/// One golden file's contents: a header line and fenced rows, ready to compare or write.
///
/// Every kind of snapshot (a frame, a render trace, plain text, a value's dump or JSON)
/// is stored the same way, so one reader, one diff and one review serve them all:
///
/// ```text
/// # stratus-snapshot 1 trace 31x3
/// |evaluated Shell (first)|
/// |  evaluated Text["a"] (first)|
/// |evaluated 2, redrawn 0, reused 0, evicted 0|
/// ```
///
/// The width is the widest row in terminal columns and the height the number of rows,
/// so a reviewer sees at a glance that a frame grew a row or a trace got longer.
public struct Snapshot: Equatable, Sendable {
  /// What produced the snapshot.
  public let kind: Kind
  /// The widest row, in terminal columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// The file's exact contents: LF line endings and a final newline.
  public internal(set) var text: String

  /// The snapshot of a frame: its rows and, when a cell is styled, its style plane and
  /// legend (see ``SnapshotFormat/fenced(_:styles:)``).
  public init(_ frame: Frame) {
    self.init(frame, styles: .recorded)
  }

  /// The snapshot of a frame, with its styles or, when `styles` is
  /// ``SnapshotStyles/ignored``, its text alone.
  public init(_ frame: Frame, styles: SnapshotStyles) {
    self.init(frame: frame, text: SnapshotFormat.fenced(frame, styles: styles))
  }

  /// The snapshot of a frame whose file is `text`.
  private init(frame: Frame, text: String) {
    kind = .frame
    width = frame.width
    height = frame.height
    self.text = text
  }

  /// The snapshot of a frame, as the `.frame` strategies make it: like ``init(_:styles:)``,
  /// but a frame with more distinct styles than a style plane can tell apart is an error
  /// rather than a plane that marks the rest `?`, and so is a frame whose roles do not
  /// each have a letter of their own (``StyleLegend/clashes``), whose legend would read
  /// two ways.
  static func checked(_ frame: Frame, styles: SnapshotStyles) throws(SnapshotError) -> Snapshot {
    let file = SnapshotFormat.styledFile(frame, styles: styles)
    guard file.clashes.isEmpty else {
      throw .unrepresentable(
        type: "Frame",
        reason: """
          a style plane marks each role by its one letter, but \
          \(file.clashes.joined(separator: "; ")); give each role a letter of its own
          """)
    }
    guard file.isComplete else {
      throw .unrepresentable(
        type: "Frame",
        reason: """
          its cells use more than the \(StyleLegend.symbols.count) distinct styles a style \
          plane can tell apart; draw it with fewer, or snapshot it with styles: .ignored
          """)
    }
    return Snapshot(frame: frame, text: file.text)
  }

  /// The snapshot of a styled frame whose rows are `text` and whose style section
  /// (marker, plane and legend, ending in a newline) is `styleSection`: a frame
  /// snapshot rebuilt after a redaction changed its text.
  init(frameRows text: String, styleSection: String) {
    let plain = Snapshot(kind: .frame, text: text)
    kind = .frame
    width = plain.width
    height = plain.height
    let rows = plain.text.drop { $0 != "\n" }.dropFirst()
    self.text =
      "\(SnapshotFormat.headerPrefix)\(SnapshotFormat.styledVersion) frame \(width)x\(height)\n"
      + rows + styleSection
  }

  /// The snapshot of a render trace: one row per line of its text, whose final newline
  /// ends the last line rather than starting an empty one.
  public init(_ trace: RenderTrace) {
    var text = trace.text
    if text.hasSuffix("\n") { text.removeLast() }
    self.init(kind: .trace, text: text)
  }

  /// The snapshot of any text. Lines are split on `"\n"` after CRLF is turned into LF;
  /// a final newline is kept as an empty last row, so text round-trips exactly.
  public init(text: String) {
    self.init(kind: .text, text: text)
  }

  /// The snapshot of text that a strategy of the given kind made, one fenced row per
  /// line, as ``init(text:)`` splits it.
  public init(kind: Kind, text: String) {
    // Split on the newline byte: after CRLF became LF, a newline is always a grapheme of
    // its own, and splitting bytes is several times cheaper than splitting characters.
    let rows = SnapshotFormat.normalizingLineEndings(text).utf8
      .split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { Substring($0) }
    self.kind = kind
    width = rows.lazy.map { DisplayWidth.of(String($0)) }.max() ?? 0
    height = rows.count
    self.text = SnapshotFormat.file(kind: kind, width: width, height: height, rows: rows)
  }
}
