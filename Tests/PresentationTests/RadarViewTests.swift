import Testing
import TextSnapshots
import TextUI

@testable import Presentation

@MainActor
@Suite struct RadarViewTests {
  /// A map of `rows` × `columns` points, all `intensity`.
  private func uniformMap(
    rows: Int, columns: Int, intensity: Double = 0, glyphs: Glyphs = .unicode
  ) -> RadarMap.Props {
    RadarMap.Props(
      title: "Radar",
      content: .precipitation(
        Array(repeating: Array(repeating: intensity, count: columns), count: rows)),
      shades: glyphs.shades, marker: glyphs.marker, border: glyphs.border)
  }

  private func rows(_ view: some View, width: Int, height: Int) -> [String] {
    FirstPassRenderer().render(view, width: width, height: height).rows
  }

  /// Where `character` is drawn: (row, column) of every occurrence.
  private func positions(of character: Character, in rows: [String]) -> [(Int, Int)] {
    rows.enumerated().flatMap { row, line in
      line.enumerated().filter { $0.element == character }.map { (row, $0.offset) }
    }
  }

  // MARK: - The map

  @Test func markerIsOnTheCentrePointOfACompactMap() {
    // 3 × 5 points, 2 × 1 cells each, inside a border: the centre point is row 1,
    // columns 4-5 of the grid, so row 2 and column 5 of the frame.
    let drawn = rows(RadarMap(props: uniformMap(rows: 3, columns: 5)), width: 12, height: 5)
    #expect(positions(of: "◉", in: drawn).map { [$0.0, $0.1] } == [[2, 5]])
  }

  @Test func markerIsOnTheCentrePointOfALargeMap() {
    // 4 × 2 cells per point: the centre point covers frame rows 3-4 and columns 9-12;
    // the marker takes its upper row, second column.
    let map = RadarMap(props: uniformMap(rows: 3, columns: 5), cellSize: .large)
    let drawn = rows(map, width: 22, height: 8)
    #expect(positions(of: "◉", in: drawn).map { [$0.0, $0.1] } == [[3, 10]])
    #expect(drawn[4] == "│" + String(repeating: " ", count: 20) + "│")
  }

  @Test func markerIsAtTheCentreOfTheSeoulScreen() {
    let drawn = rows(RadarView(props: .seoul), width: 80, height: 20)
    // Row 5 of the frame is grid row 4 of 9; column 16 is grid column 7 of 15 (2 cells
    // each, after the padding and the border).
    #expect(
      positions(of: "◉", in: drawn.map { String($0.prefix(34)) }).map { [$0.0, $0.1] } == [[5, 16]])
  }

  @Test func shadeIsChosenByIntensity() {
    let ramp = PrecipitationRamp.self
    #expect(ramp.level(forMillimetresPerHour: 0) == 0)
    #expect(ramp.level(forMillimetresPerHour: 0.09) == 0)
    #expect(ramp.level(forMillimetresPerHour: 0.1) == 1)
    #expect(ramp.level(forMillimetresPerHour: 1.9) == 1)
    #expect(ramp.level(forMillimetresPerHour: 2) == 2)
    #expect(ramp.level(forMillimetresPerHour: 5) == 3)
    #expect(ramp.level(forMillimetresPerHour: 9.9) == 3)
    #expect(ramp.level(forMillimetresPerHour: 10) == 4)
    #expect(ramp.level(forMillimetresPerHour: 80) == 4)
    #expect(ramp.level(forMillimetresPerHour: -1) == 0)
    #expect(ramp.level(forMillimetresPerHour: .nan) == 0)
  }

  @Test func eachPointIsDrawnWithItsShade() {
    let props = RadarMap.Props(
      title: "Radar", content: .precipitation([[0, 0.5, 0, 3, 7, 12, 0.05]]),
      shades: Glyphs.unicode.shades, marker: "◉", border: .rounded)
    #expect(rows(RadarMap(props: props), width: 16, height: 3)[1] == "│  ░░  ◉▒▓▓██  │")
    var ascii = props
    ascii.shades = Glyphs.ascii.shades
    ascii.marker = Glyphs.ascii.marker
    #expect(rows(RadarMap(props: ascii), width: 16, height: 3)[1] == "│  ..  X:oo##  │")
  }

  @Test func aMessageTakesTheMapsPlace() {
    let drawn = rows(RadarView(props: .reykjavik), width: 80, height: 20)
    #expect(drawn.contains { $0.contains("No radar images for") })
    #expect(drawn.contains { $0.contains("Reykjavík right now.") })
    #expect(drawn[10].hasPrefix(" ╰──────────────────────────────╯"))
  }

  // MARK: - The controls

  @Test func controlsShowTimePositionSliderAndState() {
    assertInlineSnapshot(of: RadarControls(props: .seoul), as: .frame(width: 40, height: 2)) {
      """
      |05:00  frame 5 of 8  ⏸ paused           |
      |○───○───○───○───●───○───○───○           |
      # styles
      |aaaaassssssssssssssssssssssss...........|
      |ssssssssssssssssassssssssssss...........|
      a accent: fg=cyan bold
      s secondary: dim
      """
    }
    assertInlineSnapshot(of: RadarControls(props: .playing), as: .frame(width: 40, height: 2)) {
      """
      |05:45  frame 8 of 8  ▶ playing          |
      |○───○───○───○───○───○───○───●           |
      # styles
      |aaaaasssssssssssssssssssssssss..........|
      |ssssssssssssssssssssssssssssa...........|
      a accent: fg=cyan bold
      s secondary: dim
      """
    }
  }

  @Test func sliderShortensItsTrackWhenNarrow() {
    assertInlineSnapshot(of: RadarControls(props: .seoul), as: .frame(width: 20, height: 2)) {
      """
      |05:00  frame 5 of 8…|
      |○─○─○─○─●─○─○─○     |
      # styles
      |aaaaassssssssssssss.|
      |ssssssssassssss.....|
      a accent: fg=cyan bold
      s secondary: dim
      """
    }
  }

  @Test func framesBindSpaceAndTheArrows() {
    let renderer = Renderer()
    _ = renderer.render(RadarView(props: .seoul), width: 80, height: 20)
    #expect(renderer.keyBindings.map(\.key) == [" ", .left, .right])
    #expect(renderer.keyBindings.map(\.label) == ["play", "previous frame", "next frame"])
    _ = renderer.render(RadarView(props: .playing), width: 80, height: 20)
    #expect(renderer.keyBindings.first?.label == "pause")
  }

  @Test func noKeyBindingsWithoutFrames() {
    for props in [RadarView.Props.reykjavik, .loading, .failed] {
      let renderer = Renderer()
      let drawn = renderer.render(RadarView(props: props), width: 80, height: 20).rows
      #expect(renderer.keyBindings.isEmpty)
      #expect(drawn.contains { $0.contains("--:--  ▶ (") }, "the controls are still drawn")
    }
  }

  @Test func keysRunTheirActions() {
    let recorder = ActionRecorder()
    let actions = RadarView.Actions(
      togglePlaying: Action { recorder.calls.append("toggle") },
      stepBack: Action { recorder.calls.append("back") },
      stepForward: Action { recorder.calls.append("forward") })
    let renderer = Renderer()
    _ = renderer.render(RadarView(props: .seoul, actions: actions), width: 80, height: 20)
    renderer.dispatch(.right)
    renderer.dispatch(.left)
    renderer.dispatch(" ")
    #expect(recorder.calls == ["forward", "back", "toggle"])
  }

  // MARK: - Layouts

  @Test func theSmallestContentAreaShowsMapControlsAndLegend() {
    let drawn = rows(RadarView(props: .seoul), width: 40, height: 16)
    #expect(drawn[10].hasPrefix(" ╰"))
    #expect(drawn[12].hasPrefix(" 05:00  frame 5 of 8"))
    #expect(drawn[15].hasPrefix(" ░ light ▒ moderate ▓ heavy █ intense"))
  }

  @Test func aLargeContentAreaDrawsTheMapAtFourByTwo() {
    let drawn = rows(RadarView(props: .seoul), width: 120, height: 36)
    #expect(drawn[19].hasPrefix(" ╰" + String(repeating: "─", count: 60) + "╯"))
    #expect(drawn[1].contains("05:00  frame 5 of 8"))
  }

  @Test func steppingAFrameNeverReRendersTheLegend() {
    let renderer = Renderer()
    _ = renderer.render(RadarView(props: .seoul), width: 80, height: 20)
    var stepped = RadarView.Props.seoul
    stepped.map.content = .precipitation(RadarMap.Props.torontoGrid)
    stepped.controls.playback = .available(
      time: "05:15", frameIndex: 5, frameCount: 8, isPlaying: false)
    renderer.isTracing = true
    _ = renderer.render(RadarView(props: stepped), width: 80, height: 20)
    let legend = renderer.lastTrace?.entries.filter { $0.view == "RadarLegend" } ?? []
    #expect(!legend.isEmpty)
    #expect(legend.allSatisfy { $0.event == .reused })
  }
}

/// Records which actions ran, in order.
@MainActor
private final class ActionRecorder {
  var calls: [String] = []
}
