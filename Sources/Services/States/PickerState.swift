import Observation

/// The location picker sheet: whether it is open and what has been typed.
@MainActor
@Observable
public final class PickerState {
  /// Whether the picker is on screen.
  public private(set) var isPresented: Bool
  /// The text in the query field.
  public private(set) var query: String

  public init(isPresented: Bool = false, query: String = "") {
    self.isPresented = isPresented
    self.query = query
  }

  /// Opens the picker with an empty query.
  public func present() {
    query = ""
    isPresented = true
  }

  /// Closes the picker and forgets the query.
  public func dismiss() {
    isPresented = false
    query = ""
  }

  /// Replaces the query (typing, deleting).
  public func setQuery(_ query: String) {
    self.query = query
  }
}
