import Testing
import TextUI

@testable import Presentation

/// The Now and Week views give their text the roles their props name, cell by cell:
/// what the catalogue's goldens show in their style planes, asserted where it matters.
@MainActor
@Suite struct PaletteRoleTests {
  private func frame(_ view: some View, width: Int = 80, height: Int = 6) -> Frame {
    FirstPassRenderer().render(view, width: width, height: height)
  }

  /// The column where `text` starts on row `y`, counted in cells.
  private func column(of text: String, in frame: Frame, row y: Int) throws -> Int {
    let row = frame.rows[y]
    let range = try #require(row.range(of: text), "\(text) in \(row)")
    return DisplayWidth.of(String(row[..<range.lowerBound]))
  }

  @Test func aFailureIsColouredAndWhatToDoAboutItIsNot() throws {
    let failed = frame(CentredMessage(props: .failed), height: 5)
    let message = try #require(failed.rows.firstIndex { $0.contains("Something broke") })
    let hint = try #require(failed.rows.firstIndex { $0.contains("Press r") })
    let x = try column(of: "Something", in: failed, row: message)
    #expect(failed.style(x: x, y: message) == .failure)
    #expect(failed.style(x: try column(of: "Press", in: failed, row: hint), y: hint) == .plain)

    let loading = frame(CentredMessage(props: .noHours), height: 1)
    #expect(loading.style(x: try column(of: "No", in: loading, row: 0), y: 0) == .secondary)
  }

  /// Oslo's "0°" hours are -0.3 °C: the band says freezing where the text rounds to 0.
  @Test func eachHourIsColouredByItsOwnKindAndBand() throws {
    let strip = frame(HourlyStrip(props: .oslo), height: 5)
    let x = try column(of: "21", in: strip, row: 1)
    #expect(strip.style(x: x, y: 0) == .secondary, "TODAY")
    #expect(strip.style(x: x, y: 1) == .plain, "the hour")
    #expect(strip.style(x: x, y: 2) == .conditionCloudy, "☁️")
    #expect(strip[x, 3] == "0")
    #expect(strip.style(x: x, y: 3) == .temperatureFreezing)
    #expect(strip.style(x: x, y: 4) == .secondary, "the chance of precipitation")
    let snow = try column(of: "23", in: strip, row: 1)
    #expect(strip.style(x: snow, y: 2) == .conditionSnow)
  }

  @Test func aDaysHighAndLowAreColouredApart() throws {
    let monday = WeekDayPicker.Props.toronto.days[1]
    #expect(monday.high == "1°" && monday.low == "-4°")
    let cell = frame(WeekDayCell(props: monday, style: .detailed, pointer: "▸"), height: 2)
    let high = try column(of: "1°", in: cell, row: 1)
    #expect(cell.style(x: high, y: 1) == .temperatureCold)
    #expect(cell.style(x: high + 2, y: 1) == .plain, "the slash")
    #expect(cell.style(x: high + 3, y: 1) == .temperatureFreezing)
    #expect(cell.style(x: try column(of: "❄️", in: cell, row: 1), y: 1) == .conditionSnow)
  }

  @Test func theHalfShownIsTheSelection() throws {
    let onlyNight = frame(WeekHalfSwitch(props: .onlyNight), height: 1)
    #expect(onlyNight.style(x: try column(of: "Night", in: onlyNight, row: 0), y: 0) == .selection)
    #expect(onlyNight.style(x: try column(of: "Day", in: onlyNight, row: 0), y: 0) == .plain)
    let note = try column(of: "(only night)", in: onlyNight, row: 0)
    #expect(onlyNight.style(x: note, y: 0) == .secondary)
  }

  @Test func theAirsHeadlineIsInItsStatusesRole() throws {
    let cases: [(AirQualityPanel.Props, Style)] = [
      (.toronto, .airModerate), (.extremelyPoor, .airPoor), (.loading, .secondary),
      (.unavailable, .failure), (.noReading, .secondary),
    ]
    for (props, role) in cases {
      let panel = frame(AirQualityPanel(props: props), height: 3)
      #expect(panel.style(x: 0, y: 0) == .secondary, "the title")
      #expect(panel.style(x: 0, y: 1) == role, "\(props.headline)")
    }
  }
}
