import Testing
import TextSnapshots
import TextUI

@testable import Presentation

@MainActor
@Suite struct NowViewTests {
  private func render(_ view: some View, width: Int = 80, height: Int = 20) -> [String] {
    FirstPassRenderer().render(view, width: width, height: height).rows
  }

  private func screen(_ props: NowView.Props, width: Int = 80, height: Int = 20) -> [String] {
    render(NowView(props: props), width: width, height: height)
  }

  // MARK: - Temperature

  @Test func rendersLargeDashesWhenTemperatureMissing() {
    let dashes = LargeDigits(props: .init(text: Glyphs.missingValue, isASCII: false)).rows[1]
    #expect(screen(.oslo).contains { $0.contains(dashes) })
    #expect(!screen(.oslo).joined().contains("°C"))
  }

  @Test func rendersDashWhenTemperatureMissingOnANarrowScreen() {
    assertInlineSnapshot(of: TemperaturePanel(props: .oslo), as: .frame(width: 18, height: 4)) {
      """
      |--  Cloudy        |
      |H 3° · L -1°      |
      |                  |
      |                  |
      # styles
      |....cccccc........|
      |..................|
      |..................|
      |..................|
      c weather.cloudy: fg=white
      """
    }
  }

  @Test func rendersLargeDigitsWhenThereIsRoomAndOneLineWhenNot() {
    let large = LargeDigits(props: .init(text: "-2", isASCII: false)).rows
    let wide = render(TemperaturePanel(props: .toronto), width: 40, height: 4)
    #expect(wide[1].hasPrefix(large[1]))
    let narrow = render(TemperaturePanel(props: .toronto), width: 30, height: 4)
    #expect(narrow[0].hasPrefix("-2°C  Snow and blowing snow"))
    #expect(narrow[1].hasPrefix("H 0° · L -3°"))
    #expect(narrow[2].hasPrefix("Wind chill -11"))
  }

  @Test func asciiScreenUsesOnlySevenBitCharacters() {
    for width in [40, 80, 120] {
      let text = screen(.torontoASCII, width: width).joined()
      let isASCII = text.unicodeScalars.allSatisfy { $0.isASCII }
      #expect(isASCII, "at \(width) columns")
    }
  }

  // MARK: - Hourly strip

  @Test func midnightSeparatorSplitsTodayFromTomorrow() {
    let rows = render(HourlyStrip(props: .oslo), width: 80, height: 5)
    #expect(rows[1].hasPrefix("21   22   23   │ 00   01"))
    for row in rows[1...4] {
      #expect(cell(of: "│", in: row) == 15, "separator column in \(row)")
    }
    #expect(rows[0].hasPrefix("TODAY"))
    #expect(cell(of: "TOMORROW", in: rows[0]) == cell(of: "00", in: rows[1]))
  }

  @Test func noSeparatorWhenTheStripEndsBeforeMidnight() {
    let rows = render(HourlyStrip(props: .toronto), width: 40, height: 5)
    #expect(rows[1].hasPrefix("15   16   17"))
    #expect(!rows.joined().contains("│"))
    #expect(!rows[0].contains("TOMORROW"))
  }

  @Test func widerScreensShowMoreHours() {
    func hoursShown(atWidth width: Int) -> Int {
      render(HourlyStrip(props: .toronto), width: width, height: 5)[3]
        .split(separator: " ").filter { $0.hasSuffix("°") }.count
    }
    #expect(hoursShown(atWidth: 40) == 8)
    #expect(hoursShown(atWidth: 80) == 15)
    #expect(hoursShown(atWidth: 120) == 23)
  }

  @Test func saysWhenThereAreNoHours() {
    #expect(screen(.reykjavik).contains { $0.contains("Hourly forecast unavailable") })
  }

  // MARK: - Measurements

  @Test func missingMeasurementHasNoRow() {
    let text = screen(.tokyo).joined(separator: "\n")
    #expect(text.contains("Humidity"))
    #expect(text.contains("NW 6 km/h"))
    for label in ["Pressure", "Visibility", "Dew point", "Gust", "Humidex", "Wind chill"] {
      #expect(!text.contains(label), "\(label) has a row")
    }
  }

  @Test func measurementsTakeTwoColumnsAt80AndOneAt40() {
    let wide = render(MeasurementGrid(props: .toronto), width: 80, height: 8)
    #expect(wide[0].contains("Humidity") && wide[0].contains("Gust"))
    #expect(wide.filter { !$0.allSatisfy { $0 == " " } }.count == 4)
    let narrow = render(MeasurementGrid(props: .toronto), width: 40, height: 8)
    #expect(narrow.filter { !$0.allSatisfy { $0 == " " } }.count == 7)
    #expect(narrow.allSatisfy { !($0.contains("Humidity") && $0.contains("Gust")) })
  }

  @Test func valuesEndOnTheSameColumn() {
    let rows = render(MeasurementGrid(props: .toronto), width: 40, height: 8)
      .map { $0.trimmingTrailingSpaces }.filter { !$0.isEmpty }
    #expect(Set(rows.map(\.count)).count == 1, "\(rows)")
  }

  // MARK: - States

  @Test func loadingNamesThePlace() {
    #expect(screen(.loading).contains { $0.contains("Loading the weather for Toronto…") })
  }

  @Test func failureSaysWhatToDo() {
    let text = screen(.failed).joined(separator: "\n")
    #expect(text.contains("Something broke. Make sure your device is online and try again."))
    #expect(text.contains("Press r to retry"))
  }

  @Test func everyPartFitsOnTheSmallestScreen() {
    let rows = screen(.toronto, width: 40, height: 16)
    #expect(rows.last?.hasPrefix("Dew point") == true)
  }

  // MARK: - Re-rendering

  @Test func changingOnlyTheTemperatureReusesTheOtherParts() throws {
    let renderer = Renderer()
    renderer.isTracing = true
    _ = renderer.render(NowView(props: .toronto), width: 80, height: 20)
    guard case .loaded(var forecast) = NowView.Props.toronto.content else {
      Issue.record("the Toronto fixture is not loaded")
      return
    }
    forecast.temperature = .torontoImperial
    _ = renderer.render(
      NowView(props: NowView.Props(content: .loaded(forecast), border: .rounded)), width: 80,
      height: 20)
    let trace = try #require(renderer.lastTrace?.text)
    #expect(trace.contains("evaluated TemperaturePanel"))
    #expect(trace.contains("reused HourlyStrip"))
    #expect(trace.contains("reused MeasurementGrid"))
    #expect(!trace.contains("evaluated HourlyStrip"))
    #expect(!trace.contains("evaluated MeasurementGrid"))
  }
}

/// The cell column where `text` starts in a rendered row (a wide glyph counts two).
private func cell(of text: String, in row: String) -> Int? {
  row.range(of: text).map { DisplayWidth.of(String(row[..<$0.lowerBound])) }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
  }
}
