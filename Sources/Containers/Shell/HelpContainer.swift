import Presentation
import Services
import TextUI

/// The help sheet, closed with Esc through the tab's router.
///
/// The keys it lists are the app's global keys, declared in Application (`GlobalKey`),
/// which Containers cannot name: they arrive as data, so a new key changes nothing here.
public struct HelpContainer: Container {
  @Observed var router: Router
  /// Every key that works on every screen, and what it does, in the order to list them.
  let keys: [KeyHintsState.Hint]
  let glyphs: Glyphs

  public init(router: Router, keys: [KeyHintsState.Hint], glyphs: Glyphs) {
    self._router = Observed(wrappedValue: router)
    self.keys = keys
    self.glyphs = glyphs
  }

  public var body: some View {
    HelpSheet(
      props: Self.props(keys: keys, glyphs: glyphs),
      actions: HelpSheet.Actions(close: Action { [router] in router.dismiss() }))
  }

  /// The sheet's props for `keys`: pure, so a test can compare them with the fixture.
  public static func props(keys: [KeyHintsState.Hint], glyphs: Glyphs) -> HelpSheet.Props {
    HelpSheet.Props(
      hints: keys.map { KeyHintsBar.Hint(key: $0.key, label: $0.label) }, border: glyphs.border)
  }
}
