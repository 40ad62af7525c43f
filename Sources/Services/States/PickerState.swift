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

  public init(query: String = "", highlighted: Int = 0) {
    self.query = query
    self.highlighted = highlighted
  }

  /// Empties the query and highlights the first row, as the sheet opens.
  public func reset() {
    if !query.isEmpty { query = "" }
    if highlighted != 0 { highlighted = 0 }
  }

  /// Replaces the query (typing, deleting) and highlights the first row again.
  public func setQuery(_ query: String) {
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
