import Testing
import TextSnapshots
import TextUI

@testable import Presentation

@MainActor
@Suite struct SkyViewTests {
  private func render(_ view: some View, width: Int, height: Int) -> [String] {
    FirstPassRenderer().render(view, width: width, height: height).rows
  }

  // MARK: - Day bar

  @Test func trackShadesDaylightAndMarksNow() {
    let track = DaylightBar.track(.toronto, cells: 48)
    // Half-hour cells: 07:21 to 16:47 lights cells 15 to 33; now (15:00) is cell 30.
    let expected =
      String(repeating: "░", count: 15) + String(repeating: "█", count: 15) + "◉"
      + String(repeating: "█", count: 3) + String(repeating: "░", count: 14)
    #expect(track == expected)
  }

  @Test func hourlyTrackHasOneCellAnHour() {
    let track = Array(DaylightBar.track(.seoul, cells: 24))
    #expect(track.count == 24)
    #expect(track[5] == "◉")
    // A cell is lit when its middle is: 07:30 is after the 07:21 sunrise, 17:30 is
    // after the 17:17 sunset.
    #expect(track[6] == "░")
    #expect(track[7] == "█")
    #expect(track[16] == "█")
    #expect(track[17] == "░")
  }

  @Test func nowIsKeptOnTheBarAtEitherEndOfTheDay() {
    var props = DaylightBar.Props.toronto
    props.now = 1439
    #expect(DaylightBar.track(props, cells: 24).last == "◉")
    props.now = -5
    #expect(DaylightBar.track(props, cells: 24).first == "◉")
  }

  @Test func scaleLabelsQuarterDaysAndEndsAtTwentyFour() {
    #expect(DaylightBar.scale(cells: 24) == "00    06    12    18  24")
    #expect(DaylightBar.scale(cells: 48).hasPrefix("00          06          12          18"))
    #expect(DaylightBar.scale(cells: 48).hasSuffix("        24"))
  }

  // The bar's picture is the point, so it is shown inline: 48 half-hour cells when they
  // fit, 24 hourly ones (and a scale to match) one column short of that.
  @Test func barUsesHalfHourCellsWhenItFitsAndHourlyOnesWhenNot() {
    assertInlineSnapshot(of: DaylightBar(props: .toronto), as: .frame(width: 48, height: 2)) {
      """
      |░░░░░░░░░░░░░░░███████████████◉███░░░░░░░░░░░░░░|
      |00          06          12          18        24|
      # styles
      |NNNNNNNNNNNNNNNDDDDDDDDDDDDDDDaDDDNNNNNNNNNNNNNN|
      |ssssssssssssssssssssssssssssssssssssssssssssssss|
      D sky.daylight: fg=yellow
      N sky.night: fg=blue
      a accent: fg=cyan bold
      s secondary: dim
      """
    }
    assertInlineSnapshot(of: DaylightBar(props: .toronto), as: .frame(width: 47, height: 2)) {
      """
      |░░░░░░░████████◉█░░░░░░░                       |
      |00    06    12    18  24                       |
      # styles
      |NNNNNNNDDDDDDDDaDNNNNNNN.......................|
      |ssssssssssssssssssssssss.......................|
      D sky.daylight: fg=yellow
      N sky.night: fg=blue
      a accent: fg=cyan bold
      s secondary: dim
      """
    }
  }

  // MARK: - Screen layouts

  @Test func boxesSitSideBySideAtEightyColumns() {
    let rows = render(SkyView(props: .toronto), width: 80, height: 20)
    #expect(rows[0].hasPrefix("╭─ Sun ─"))
    #expect(rows[0].contains("╮ ╭─ Moon ─"))
    #expect(rows[6].contains(DaylightBar.track(.toronto, cells: 48)))
  }

  @Test func boxesStackWhenTooNarrowToSitSideBySide() {
    let rows = render(SkyView(props: .toronto), width: 70, height: 20)
    #expect(rows[0].hasPrefix("╭─ Sun ─"))
    #expect(!rows[0].contains("Moon"))
    #expect(rows[9].hasPrefix("╭─ Moon ─"))
  }

  @Test func panelsGoBareOnShortScreens() {
    let rows = render(SkyView(props: .toronto), width: 70, height: 12)
    #expect(rows[0].hasPrefix(" Sunrise   07:21"))
    #expect(!rows.joined().contains("╭"))
    #expect(rows.contains { $0.contains("🌔  Waxing gibbous") })
  }

  @Test func polarNightHasNoBar() {
    let text = render(SkyView(props: .polarNight), width: 80, height: 20).joined()
    #expect(text.contains("The sun does not rise or set today"))
    #expect(!text.contains("00    06"))
  }

  @Test func asciiScreenUsesOnlySevenBitCharacters() {
    for width in [40, 80, 120] {
      let text = render(SkyView(props: .torontoASCII), width: width, height: 20).joined()
      let isASCII = text.unicodeScalars.allSatisfy { $0.isASCII }
      #expect(isASCII, "at \(width) columns")
    }
  }
}
