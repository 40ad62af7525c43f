#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A line diff between two texts, grouped into unified hunks.
///
/// A failed snapshot shows what changed between the golden file and the text the test
/// produced. `LineDiff` finds the changed lines and groups them, with a few unchanged
/// lines around each change for orientation, into hunks numbered exactly as GNU
/// `diff -u` numbers them, so the output reads like any other patch.
///
/// Texts are read the way files are: "\n" ends a line, so "a\nb\n" has the two lines "a"
/// and "b". A text without a final "\n" still has its last line, but that line differs
/// from the same line with a "\n"; "a\nb" and "a\nb\n" therefore have a non-empty diff,
/// which `unified(oldLabel:newLabel:hunkLimit:colored:)` marks with GNU's
/// `\ No newline at end of file`. Only "\n" splits lines: callers normalise CRLF first,
/// and a CR left in a line is part of its content.
///
/// ```swift
/// let diff = LineDiff(old: "a\nb\nc\n", new: "a\nB\nc\n")
/// print(diff.unified(oldLabel: "golden", newLabel: "actual"), terminator: "")
/// // --- golden
/// // +++ actual
/// // @@ -1,3 +1,3 @@
/// //  a
/// // -b
/// // +B
/// //  c
/// ```
public struct LineDiff: Equatable, Sendable {
  /// A run of changes and the unchanged lines around it: one `@@` section of a unified
  /// diff.
  ///
  /// The numbers follow GNU `diff -u`. A start is the 1-based number of the hunk's first
  /// line on that side; when the side has no lines in the hunk (its count is 0, as when
  /// inserting into an empty text), the start is instead the number of the line the
  /// empty range follows, 0 at the top. So inserting two lines into an empty text is
  /// `oldStart: 0, oldCount: 0, newStart: 1, newCount: 2`, printed `@@ -0,0 +1,2 @@`.
  public struct Hunk: Equatable, Sendable {
    /// The 1-based number of the first old line, or of the line before an empty range.
    public var oldStart: Int
    /// How many old lines (context and removed) the hunk covers.
    public var oldCount: Int
    /// The 1-based number of the first new line, or of the line before an empty range.
    public var newStart: Int
    /// How many new lines (context and added) the hunk covers.
    public var newCount: Int
    /// The hunk's lines in order: within one change, removed lines before added ones.
    public var lines: [Line]
    /// Whether the hunk's last old line is the old text's last and has no "\n" after it.
    var oldEndsWithoutNewline = false
    /// Whether the hunk's last new line is the new text's last and has no "\n" after it.
    var newEndsWithoutNewline = false
  }

  /// One line of a hunk, without its "\n".
  public enum Line: Equatable, Sendable {
    /// A line in both texts, shown for orientation.
    case context(String)
    /// A line only in the old text.
    case removed(String)
    /// A line only in the new text.
    case added(String)
  }

  /// The hunks in order; empty when the texts are byte for byte the same.
  public let hunks: [Hunk]

  /// Whether the texts are byte for byte the same.
  public var isEmpty: Bool { hunks.isEmpty }

  /// The diff that turns `old` into `new`.
  ///
  /// Splits both texts on "\n" only (callers normalise CRLF before) and compares lines
  /// byte for byte, not with `String`'s `==`: that treats "é" and "e\u{301}" as equal,
  /// but a golden file stores bytes, and a snapshot whose bytes changed has changed.
  ///
  /// The diff is a shortest one (the fewest removed plus added lines) unless that takes
  /// more than 1,000 edits; past that limit it is still correct, but lines are matched
  /// only around the lines that occur once in each text, so that the cost stays linear
  /// rather than grow with the square of the texts' length.
  ///
  /// - Parameters:
  ///   - old: The expected text, such as a golden file.
  ///   - new: The actual text.
  ///   - context: How many unchanged lines to keep around each change (negative counts
  ///     as 0). Changes whose context would overlap or touch share one hunk.
  /// - Complexity: O(*n* + *m*) to split the texts and set aside equal leading and
  ///   trailing lines, then O((*n′* + *m′*) · min(*D*, 1,000)) for the *n′* + *m′*
  ///   lines left, where *D* is the number of removed and added lines: a few changes in a
  ///   long text are cheap, and two long texts with nothing in common stay linear.
  ///   Memory is linear in the texts.
  public init(old: String, new: String, context: Int = 3) {
    self.init(old: old, new: new, context: context, editLimit: Self.editLimit)
  }

  /// The diff that turns `old` into `new`, searching for the shortest one only up to
  /// `editLimit` edits: the tests' way to reach the fallback with small texts.
  init(old: String, new: String, context: Int = 3, editLimit: Int) {
    let oldLines = Self.lines(of: old)
    let newLines = Self.lines(of: new)
    let script = EditScript(from: oldLines, to: newLines, editLimit: editLimit)
    hunks = Self.hunks(
      grouping: script.changes, old: oldLines, new: newLines, context: max(0, context))
  }
}

// MARK: - Lines compared byte for byte

extension LineDiff {
  /// One line of a text, equal to another only when their bytes are.
  ///
  /// `String` and `Substring` `==` compare by canonical equivalence, so a change from
  /// "é" (U+00E9) to "e\u{301}" would give a failing snapshot with an empty diff.
  /// Comparing the UTF-8 bytes sees it.
  struct ExactLine: Hashable {
    /// The line's UTF-8 bytes, without its "\n".
    var bytes: ArraySlice<UInt8>
    /// Whether a "\n" ends the line; only a text's last line can lack one.
    var isTerminated: Bool

    /// The line as text, to print in a hunk.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    static func == (lhs: ExactLine, rhs: ExactLine) -> Bool {
      guard lhs.isTerminated == rhs.isTerminated, lhs.bytes.count == rhs.bytes.count else {
        return false
      }
      // NB: one `memcmp` rather than `==` on the slices, which compares byte by byte:
      // both are byte-exact, never Unicode-aware, but the diff compares the same long
      // lines many times, and `memcmp` is several times faster on a frame row.
      return lhs.bytes.withUnsafeBytes { left in
        rhs.bytes.withUnsafeBytes { right in
          left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
        }
      }
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(isTerminated)
      // NB: hashes the bytes as one buffer; `combine` element by element is many times
      // slower, and every line of a long diff is hashed once to number it.
      bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
  }

  /// The lines of `text`, read as a file: a final "\n" ends the last line rather than
  /// starting an empty one, and "" has no lines.
  static func lines(of text: String) -> [ExactLine] {
    // NB: splits the UTF-8 bytes, not the `String`: as a `Character`, "\r\n" is one
    // grapheme that is not equal to "\n", so a stray CR would hide a line break. A byte
    // array is also several times faster to split and compare than a `String.UTF8View`,
    // which matters for a 10,000-row trace. "\n" never occurs inside a multi-byte UTF-8
    // sequence, so every line is still valid UTF-8.
    let bytes = Array(text.utf8)
    var lines: [ExactLine] = []
    var start = 0
    while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
      lines.append(ExactLine(bytes: bytes[start..<end], isTerminated: true))
      start = end + 1
    }
    if start < bytes.count {
      lines.append(ExactLine(bytes: bytes[start...], isTerminated: false))
    }
    return lines
  }
}

// MARK: - Hunks

extension LineDiff {
  /// Groups `changes` into hunks with `context` unchanged lines around each.
  ///
  /// Like GNU `diff -u`, two changes share a hunk when at most `2 * context` unchanged
  /// lines separate them, that is, when the context after one would overlap or touch the
  /// context before the next.
  static func hunks(
    grouping changes: [Change], old: [ExactLine], new: [ExactLine], context: Int
  ) -> [Hunk] {
    var groups: [[Change]] = []
    for change in changes {
      if let previous = groups.last?.last,
        change.old.lowerBound - previous.old.upperBound <= 2 * context
      {
        groups[groups.count - 1].append(change)
      } else {
        groups.append([change])
      }
    }
    return groups.map { hunk(for: $0, old: old, new: new, context: context) }
  }

  /// The hunk for one group of changes: the changes, the unchanged lines between them,
  /// and up to `context` unchanged lines before and after.
  private static func hunk(
    for group: [Change], old: [ExactLine], new: [ExactLine], context: Int
  ) -> Hunk {
    let first = group[0]
    let last = group[group.count - 1]
    // The unchanged lines before the first change and after the last are equal pairs,
    // so the same count is available on both sides.
    let leading = min(context, first.old.lowerBound)
    let trailing = min(context, old.count - last.old.upperBound)
    let oldRange = (first.old.lowerBound - leading)..<(last.old.upperBound + trailing)
    let newRange = (first.new.lowerBound - leading)..<(last.new.upperBound + trailing)

    var lines: [Line] = []
    var oldIndex = oldRange.lowerBound
    for change in group {
      lines += old[oldIndex..<change.old.lowerBound].map { .context($0.text) }
      lines += old[change.old].map { .removed($0.text) }
      lines += new[change.new].map { .added($0.text) }
      oldIndex = change.old.upperBound
    }
    lines += old[oldIndex..<oldRange.upperBound].map { .context($0.text) }

    return Hunk(
      oldStart: start(of: oldRange),
      oldCount: oldRange.count,
      newStart: start(of: newRange),
      newCount: newRange.count,
      lines: lines,
      oldEndsWithoutNewline: endsWithoutNewline(oldRange, in: old),
      newEndsWithoutNewline: endsWithoutNewline(newRange, in: new))
  }

  /// GNU's start number: the first line's 1-based number, or for an empty range the
  /// number of the line before it.
  private static func start(of range: Range<Int>) -> Int {
    range.isEmpty ? range.lowerBound : range.lowerBound + 1
  }

  private static func endsWithoutNewline(_ range: Range<Int>, in lines: [ExactLine]) -> Bool {
    !range.isEmpty && range.upperBound == lines.count && !lines[range.upperBound - 1].isTerminated
  }
}
