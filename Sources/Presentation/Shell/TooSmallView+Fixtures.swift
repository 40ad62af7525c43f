import TextUI

extension TooSmallView: Previewable {
  /// The notice for the app's smallest screen, 40 × 12.
  public static let fixtures = [
    Fixture(
      "standard", TooSmallView(minimum: Size(width: 40, height: 12), dash: Glyphs.unicode.dash))
  ]
}
