import Presentation
import Services
import TextUI

/// The Marine screen with its data: reads the marine service and the place on screen,
/// and hands ``MarineView`` the text to show. The mapping is the pure
/// ``props(state:active:glyphs:)``, tested without a renderer.
public struct MarineContainer: Container {
  @Observed var marine: MarineService
  @Observed var location: LocationService
  /// The glyph table the app was started with (`--ascii` swaps it).
  let glyphs: Glyphs

  /// Creates the screen from the services it reads.
  ///
  /// - Parameters:
  ///   - marine: the waves, and whether they are loading or failed.
  ///   - location: the place on screen, named while its waves load.
  ///   - glyphs: the ellipsis of the loading message.
  public init(marine: MarineService, location: LocationService, glyphs: Glyphs) {
    _marine = Observed(wrappedValue: marine)
    _location = Observed(wrappedValue: location)
    self.glyphs = glyphs
  }

  public var body: some View {
    MarineView(props: Self.props(state: marine.state, active: location.active, glyphs: glyphs))
  }
}
