import Observation

/// The location picker sheet's own state: what has been typed and which row is
/// highlighted. Whether the sheet is open is its tab router's business.
@MainActor
@Observable
public final class PickerState {
  /// The text in the query field.
  public private(set) var query: String
  /// The highlighted row, counted from the first row the picker lists.
  public private(set) var highlighted: Int

  /// The longest query, in characters; what is typed beyond it is dropped.
  ///
  /// Longer than any place's name, and the bound that keeps typing linear: each key
  /// costs the same (one edit, one search, one redraw of a field of at most this many
  /// characters) however much was typed or pasted before it. Without it, a 10 KB paste
  /// re-searched, re-shaped and re-compared a query growing to 10,000 characters once
  /// per character: a minute of work. The sheet says when the limit is reached.
  public nonisolated static let maximumQueryLength = 100

  public init(query: String = "", highlighted: Int = 0) {
    self.query = query
    self.highlighted = highlighted
  }

  /// Empties the query and highlights the first row, as the sheet opens.
  public func reset() {
    if !query.isEmpty { query = "" }
    if highlighted != 0 { highlighted = 0 }
  }

  /// Replaces the query (typing, deleting) and highlights the first row again; only
  /// the first ``maximumQueryLength`` characters are kept.
  public func setQuery(_ query: String) {
    let query = String(query.prefix(Self.maximumQueryLength))
    if self.query != query { self.query = query }
    if highlighted != 0 { highlighted = 0 }
  }

  /// Moves the highlight by `offset`, staying within `rowCount` rows.
  public func moveHighlight(by offset: Int, rowCount: Int) {
    guard rowCount > 0 else { return }
    let row = min(max(0, highlighted + offset), rowCount - 1)
    if row != highlighted { highlighted = row }
  }
}
