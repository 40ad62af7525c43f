import Containers
import Foundation
import Presentation
import Services
import Testing
import TextSnapshots

/// The Marine screen's props, from each state of the marine service.
@Suite struct MarineContainerTests {
  let toronto = Location.fixtures.toronto

  func props(_ state: FetchState<Waves>) -> MarineView.Props {
    MarineContainer.props(state: state, active: toronto, glyphs: .unicode)
  }

  func loaded(_ waves: Waves) -> FetchState<Waves> {
    .loaded(Fetched(value: waves, location: toronto, fetchedAt: FixtureTime.reference))
  }

  @Test func fixturesAreTheContainersOwnOutput() {
    assertEqual(props(loaded(.fixture(for: toronto, at: FixtureTime.reference))), .toronto)
    assertEqual(props(loaded(.empty(at: FixtureTime.reference))), .noReading)
    assertEqual(props(.loading(toronto, previous: nil)), .loading)
    assertEqual(
      props(.failed(.unimplemented(endpoint: "x"), location: toronto, lastGood: nil)), .failed)
  }
}
