import Foundation
import Presentation
import Services
import ServicesTestSupport
import Testing
import TextSnapshots
import TextUI

@testable import Containers

@MainActor
@Suite struct RadarContainerTests {
  private static let seoul = Location.fixtures.seoul
  private static let toronto = Location.fixtures.toronto

  /// The service's state after `radar` arrived for `location`.
  private func loaded(_ radar: Radar, for location: Location) -> FetchState<Radar> {
    .loaded(Fetched(value: radar, location: location, fetchedAt: FixtureTime.reference))
  }

  private func props(
    _ state: FetchState<Radar>, frameIndex: Int = 4, isPlaying: Bool = false,
    active: Location = seoul, glyphs: Glyphs = .unicode
  ) -> RadarView.Props {
    RadarContainer.props(
      state: state, frameIndex: frameIndex, isPlaying: isPlaying, active: active, glyphs: glyphs)
  }

  /// A radar service that has loaded the fixture maps for `location`.
  private func loadedService(for location: Location) async -> RadarService {
    let clock = ManualClock(now: FixtureTime.reference)
    let service = RadarService(client: .fixtures(clock: clock.clock), clock: clock.clock)
    service.refresh(for: location)
    await service.settled()
    return service
  }

  private func locationService(active: Location) -> LocationService {
    LocationService(
      active: active, favourites: [], ofAccount: Account.fixtures.personal.id,
      client: GeocodingClient { _ in [] })
  }

  // MARK: - Props

  /// Seoul's maps on frame 5 of 8, paused: the map, its time in Seoul, the slider and
  /// the legend.
  @Test func radarPropsForALoadedMap() {
    let radar = Radar.fixtures.seoul
    let props = props(loaded(radar, for: Self.seoul))
    assertSnapshot(of: props, as: .dump)
    // The grid in the dump is the fixture's: the frame on screen, unchanged.
    #expect(props.map.content == .precipitation(radar.frames[4].millimetresPerHour))
  }

  @Test func frameTimeIsInTheLocationsTimeZone() {
    let radar = Radar.fixture(for: Self.toronto, at: FixtureTime.reference)
    let first = props(loaded(radar, for: Self.toronto), frameIndex: 0, active: Self.toronto)
    #expect(
      first.controls.playback
        == .available(time: "14:00", frameIndex: 0, frameCount: 8, isPlaying: false))
    let last = props(loaded(radar, for: Self.toronto), frameIndex: 7, active: Self.toronto)
    #expect(
      last.controls.playback
        == .available(time: "15:45", frameIndex: 7, frameCount: 8, isPlaying: false))
  }

  @Test func theMapsOwnLocationWinsOverTheActiveOne() {
    let props = props(loaded(Radar.fixtures.seoul, for: Self.seoul), active: Self.toronto)
    #expect(props.map.title == "Radar · 서울")
    #expect(props.legend.place == "서울")
    guard case .available(let time, _, _, _) = props.controls.playback else {
      Issue.record("expected frames")
      return
    }
    #expect(time == "05:00")
  }

  @Test func playingIsPassedThrough() {
    let props = props(loaded(Radar.fixtures.seoul, for: Self.seoul), isPlaying: true)
    #expect(
      props.controls.playback
        == .available(time: "05:00", frameIndex: 4, frameCount: 8, isPlaying: true))
  }

  @Test func aFrameIndexOutsideTheFramesIsClamped() {
    let radar = Radar.fixtures.seoul
    let props = props(loaded(radar, for: Self.seoul), frameIndex: 99)
    #expect(props.map.content == .precipitation(radar.frames[7].millimetresPerHour))
  }

  /// Reykjavík's radar answered with no frames: the map says so, the controls wait.
  @Test func radarPropsForAPlaceWithoutRadarImages() {
    let reykjavik = Location.fixtures.reykjavik
    let props = props(loaded(Radar.fixtures.reykjavik, for: reykjavik), active: reykjavik)
    assertSnapshot(of: props, as: .dump)
  }

  /// Before any map has arrived the screen names the place whose maps are on their way;
  /// with no request yet (idle) it says the same.
  @Test func radarPropsWhileTheFirstLoadIsInFlight() {
    let loading = props(.loading(Self.toronto, previous: nil), active: Self.toronto)
    assertSnapshot(of: loading, as: .dump)
    #expect(props(.idle, active: Self.toronto) == loading)
  }

  @Test func loadingWithPreviousMapsKeepsShowingThem() {
    let previous = Fetched(
      value: Radar.fixtures.seoul, location: Self.seoul, fetchedAt: FixtureTime.reference)
    let props = props(.loading(Self.seoul, previous: previous))
    #expect(props.map.content == .precipitation(Radar.fixtures.seoul.frames[4].millimetresPerHour))
  }

  @Test func radarPropsForAFailureWithNoMaps() {
    let error = ClientError.unreachable(source: "the radar client", reason: "offline")
    let props = props(.failed(error, location: Self.toronto, lastGood: nil), active: Self.toronto)
    assertSnapshot(of: props, as: .dump)
  }

  @Test func failureWithLastGoodMapsShowsThem() {
    let error = ClientError.timedOut(source: "the radar client", seconds: 10)
    let lastGood = Fetched(
      value: Radar.fixtures.seoul, location: Self.seoul, fetchedAt: FixtureTime.reference)
    let props = props(.failed(error, location: Self.seoul, lastGood: lastGood))
    #expect(props.map.content == .precipitation(Radar.fixtures.seoul.frames[4].millimetresPerHour))
  }

  @Test func asciiGlyphsReachEveryComponent() {
    let props = props(.idle, active: Self.toronto, glyphs: .ascii)
    #expect(props.map.title == "Radar | Toronto")
    #expect(props.map.border == .ascii)
    #expect(
      props.map.content
        == .message(
          .init(lines: ["Loading the radar for Toronto..."], kind: .notice), rows: 9, columns: 15))
    #expect(props.controls.play == ">")
    #expect(props.controls.slider == RadarSliderGlyphs(.ascii))
    #expect(props.legend.shades == Glyphs.ascii.shades)
  }

  // MARK: - The fixtures are what the container makes

  /// The hand-written `RadarView.Props` fixtures are the container's own output for the
  /// matching services' fixtures: each place's fixture maps at the reference time, on
  /// the fifth frame unless said otherwise.
  @Test func fixturesAreTheContainersOwnOutput() {
    func fixture(_ location: Location) -> FetchState<Radar> {
      loaded(.fixture(for: location, at: FixtureTime.reference), for: location)
    }
    assertEqual(props(fixture(Self.seoul)), .seoul)
    assertEqual(props(fixture(Self.toronto), active: Self.toronto), .toronto)
    assertEqual(props(fixture(Self.seoul), frameIndex: 7, isPlaying: true), .playing)
    let reykjavik = Location.fixtures.reykjavik
    assertEqual(props(fixture(reykjavik), active: reykjavik), .reykjavik)
    assertEqual(props(.loading(Self.toronto, previous: nil), active: Self.toronto), .loading)
    let error = ClientError.unreachable(source: "the radar client", reason: "offline")
    assertEqual(
      props(.failed(error, location: Self.toronto, lastGood: nil), active: Self.toronto), .failed)
    assertEqual(props(fixture(Self.seoul), glyphs: .ascii), .seoulASCII)
  }

  // MARK: - Actions

  @Test func playTogglesIsPlaying() async {
    let radar = await loadedService(for: Self.seoul)
    let actions = RadarContainer.actions(radar: radar)
    actions.togglePlaying()
    #expect(radar.isPlaying)
    actions.togglePlaying()
    #expect(!radar.isPlaying)
  }

  @Test func stepsMoveTheFrameIndexAndLoop() async {
    let radar = await loadedService(for: Self.seoul)
    let actions = RadarContainer.actions(radar: radar)
    #expect(radar.frameIndex == 4)
    actions.stepForward()
    #expect(radar.frameIndex == 5)
    actions.stepBack()
    actions.stepBack()
    #expect(radar.frameIndex == 3)
    for _ in 0..<5 { actions.stepForward() }
    #expect(radar.frameIndex == 0)
  }

  // MARK: - Rendered

  @Test func arrowKeyStepsTheServiceAndTheNextPassShowsTheNewFrame() async {
    let radar = await loadedService(for: Self.seoul)
    let container = RadarContainer(
      radar: radar, location: locationService(active: Self.seoul), glyphs: .unicode)
    let renderer = Renderer()
    #expect(
      renderer.render(container, width: 80, height: 20).text().contains("05:00  frame 5 of 8"))
    #expect(renderer.dispatch(.right))
    #expect(radar.frameIndex == 5)
    #expect(
      renderer.render(container, width: 80, height: 20).text().contains("05:15  frame 6 of 8"))
    #expect(renderer.dispatch(" "))
    #expect(radar.isPlaying)
  }

  @Test func steppingReRendersTheMapAndControlsButNotTheLegend() async {
    let radar = await loadedService(for: Self.seoul)
    let container = RadarContainer(
      radar: radar, location: locationService(active: Self.seoul), glyphs: .unicode)
    let renderer = Renderer()
    _ = renderer.render(container, width: 80, height: 20)
    radar.step(by: 1)
    renderer.isTracing = true
    _ = renderer.render(container, width: 80, height: 20)
    let entries = renderer.lastTrace?.entries ?? []
    func events(of view: String) -> [RenderTrace.Event] {
      entries.filter { $0.view == view }.map(\.event)
    }
    #expect(events(of: "RadarMap").contains { if case .evaluated = $0 { true } else { false } })
    #expect(
      events(of: "RadarControls").contains { if case .evaluated = $0 { true } else { false } })
    #expect(!events(of: "RadarLegend").isEmpty)
    #expect(events(of: "RadarLegend").allSatisfy { $0 == .reused })
  }

  @Test func whileLoadingTheScreenBindsNoPlaybackKeys() {
    let clock = ManualClock(now: FixtureTime.reference)
    let radar = RadarService(client: .fixtures(clock: clock.clock), clock: clock.clock)
    let container = RadarContainer(
      radar: radar, location: locationService(active: Self.toronto), glyphs: .unicode)
    let renderer = Renderer()
    let text = renderer.render(container, width: 80, height: 20).text()
    #expect(text.contains("Loading the radar for"))
    #expect(renderer.keyBindings.isEmpty)
  }
}
