import Presentation
import Services
import TextUI

/// The help sheet, closed with Esc through the tab's router.
public struct HelpContainer: Container {
  @Observed var router: Router
  let glyphs: Glyphs

  public init(router: Router, glyphs: Glyphs) {
    self._router = Observed(wrappedValue: router)
    self.glyphs = glyphs
  }

  public var body: some View {
    HelpSheet(
      props: HelpSheet.Props(hints: HelpSheet.Props.standard.hints, border: glyphs.border),
      actions: HelpSheet.Actions(close: Action { [router] in router.dismiss() }))
  }
}
