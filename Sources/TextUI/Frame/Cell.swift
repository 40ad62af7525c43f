/// One cell of a ``Frame``: four bytes, so a frame is a flat buffer of plain integers.
///
/// A cell holds one grapheme cluster. Most clusters are a single Unicode scalar and are
/// stored inline; a cluster of several scalars ("e" + U+0301, 👍🏽, 🇯🇵) is stored once in
/// its frame's grapheme pool and the cell keeps its index. The right half of a wide
/// glyph is an explicit *continuation* cell, so column arithmetic never needs to measure
/// text.
///
/// Keeping cells plain integers is what makes frames cheap to compare (`memcmp`), copy
/// and diff.
public struct Cell: Hashable, Sendable {
  /// The encoded content; see the static members for the encoding.
  @usableFromInline var rawValue: UInt32

  @inlinable init(rawValue: UInt32) { self.rawValue = rawValue }

  /// A cell holding one Unicode scalar.
  @inlinable init(scalar: UInt32) { self.rawValue = scalar }

  /// A cell referring to entry `index` of its frame's grapheme pool.
  init(clusterIndex index: Int) { self.rawValue = Cell.clusterTag | UInt32(index) }

  /// Marks pooled clusters; scalars never reach this bit (they end at U+10FFFF).
  @usableFromInline static let clusterTag: UInt32 = 0x8000_0000

  /// A space: what every frame starts as, and what replaces an orphaned glyph half.
  public static let blank = Cell(rawValue: 0x20)

  /// The right half of a wide glyph. It draws nothing; its lead cell draws both columns.
  public static let continuation = Cell(rawValue: 0xFFFF_FFFF)

  /// Whether this is the right half of a wide glyph.
  @inlinable public var isContinuation: Bool { rawValue == 0xFFFF_FFFF }

  /// Whether the content lives in the frame's grapheme pool.
  @inlinable var isPooled: Bool {
    rawValue & Cell.clusterTag != 0 && !isContinuation
  }

  /// The pool index of a pooled cell.
  var clusterIndex: Int { Int(rawValue & ~Cell.clusterTag) }
}
