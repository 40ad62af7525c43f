import Observation

/// One tab's navigation: the screens pushed on its root and the sheet it presents.
///
/// Every tab owns a router, as every IceCubes tab owns a `RouterPath`, so switching tabs
/// keeps each tab where it was. A container that navigates is handed its tab's router
/// and builds actions that call it; nothing reaches a router through a global.
@MainActor
@Observable
public final class Router {
  /// The screens pushed on the tab's root, bottom first; empty at the root.
  public private(set) var path: [Destination] = []
  /// The sheet over the tab, if one is open.
  public private(set) var sheet: Sheet?

  public init(path: [Destination] = [], sheet: Sheet? = nil) {
    self.path = path
    self.sheet = sheet
  }

  /// The screen on top, or `nil` at the root.
  public var top: Destination? { path.last }

  /// Pushes `destination` on top.
  public func push(_ destination: Destination) {
    path.append(destination)
  }

  /// Pops the top screen; does nothing at the root.
  public func pop() {
    if !path.isEmpty { path.removeLast() }
  }

  /// Opens `sheet`, replacing any sheet already open.
  public func present(_ sheet: Sheet) {
    self.sheet = sheet
  }

  /// Closes the sheet.
  public func dismiss() {
    sheet = nil
  }

  /// What Esc does: closes the sheet if one is open, otherwise pops; returns whether
  /// anything changed.
  @discardableResult
  public func back() -> Bool {
    if sheet != nil {
      dismiss()
      return true
    }
    guard !path.isEmpty else { return false }
    pop()
    return true
  }

  /// Returns to the root with no sheet: what an account switch does to every tab.
  public func reset() {
    if !path.isEmpty { path = [] }
    if sheet != nil { sheet = nil }
  }
}
