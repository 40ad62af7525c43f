import Observation

/// The key hints the footer shows: the keys the visible views bind, as the last render
/// pass found them.
///
/// Which keys are live is only known once a frame has been drawn (a sheet's keys,
/// a screen's arrows), so the runtime copies them here after each pass. When they
/// differ, the footer's container re-runs in one more pass; when they do not, the
/// footer is reused like any other view.
@MainActor
@Observable
public final class KeyHintsState {
  /// One hint: the key as shown ("Enter", "1-5") and what it does.
  public struct Hint: Equatable, Sendable {
    public var key: String
    public var label: String

    public init(key: String, label: String) {
      self.key = key
      self.label = label
    }
  }

  /// The hints, most specific first (the innermost and frontmost views' keys lead).
  public private(set) var hints: [Hint] = []

  public init() {}

  /// Replaces the hints; returns whether they changed.
  @discardableResult
  public func update(_ hints: [Hint]) -> Bool {
    guard hints != self.hints else { return false }
    self.hints = hints
    return true
  }
}
