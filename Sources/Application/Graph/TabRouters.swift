import Services

/// One router per tab, so each tab keeps its own pushed screens and sheet.
@MainActor
public final class TabRouters {
  private let routers: [AppTab: Router]

  public init() {
    routers = Dictionary(uniqueKeysWithValues: AppTab.allCases.map { ($0, Router()) })
  }

  /// The router of `tab`.
  public subscript(tab: AppTab) -> Router {
    routers[tab]!
  }

  /// Every tab back at its root with no sheet: what an account switch does.
  public func resetAll() {
    for tab in AppTab.allCases { self[tab].reset() }
  }
}
