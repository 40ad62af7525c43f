import Foundation
import Testing
import TextUI

@testable import Presentation

@MainActor
@Suite struct WeekViewTests {
  private func rows(_ view: some View, width: Int = 80, height: Int = 20) -> [String] {
    FirstPassRenderer().render(view, width: width, height: height).rows
  }

  /// Toronto with day `index` selected: only the picker's marks differ from `.toronto`.
  private func toronto(selecting index: Int) -> WeekView.Props {
    guard case .forecast(var forecast) = WeekView.Props.toronto.content else {
      return .toronto
    }
    forecast.picker = forecast.picker.selecting(index)
    return WeekView.Props(content: .forecast(forecast), border: .rounded)
  }

  // MARK: - Day picker

  @Test func selectedDayIsMarkedWithThePointer() {
    #expect(rows(WeekView(props: .toronto))[0].contains("▸ Sun 22"))
    #expect(!rows(WeekView(props: .toronto))[0].contains("▸ Mon"))
    let saturday = rows(WeekView(props: .torontoSaturday))[0]
    #expect(saturday.contains("▸ Sat 28"))
    #expect(saturday.contains("  Sun 22"))
  }

  @Test func fortyColumnLayoutKeepsEverySelectedDayVisible() {
    let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    for (index, weekday) in weekdays.enumerated() {
      let top = rows(WeekView(props: toronto(selecting: index)), width: 40, height: 16)[0]
      #expect(top.contains("▸\(weekday)"), "day \(index) at 40 columns: \(top)")
    }
  }

  @Test func narrowestLayoutShowsAWindowAroundTheSelection() {
    let last = rows(WeekView(props: .torontoSaturday), width: 20, height: 16)
    #expect(last[0].contains("▸Sat"))
    #expect(last[0].contains("Thu") && last[0].contains("Fri"))
    #expect(!last[0].contains("Sun"))
    let middle = rows(WeekView(props: toronto(selecting: 3)), width: 20, height: 16)
    #expect(middle[0].trimmingCharacters(in: .whitespaces) == "Tue ▸Wed  Thu")
  }

  @Test func windowKeepsItsSizeAtEitherEnd() {
    let days = WeekDayPicker.Props.toronto.days
    #expect(WeekDayPicker.window(of: days, size: 3).map(\.id) == [0, 1, 2])
    let last = WeekDayPicker.Props.torontoSaturday.days
    #expect(WeekDayPicker.window(of: last, size: 3).map(\.id) == [4, 5, 6])
  }

  @Test func wideLayoutShowsEachDaysSkyAndTemperatures() {
    let screen = rows(WeekView(props: .toronto), width: 120, height: 36)
    #expect(screen[0].contains("▸ Sun 22") && screen[0].contains("Sat 28"))
    #expect(screen[1].contains("❄️ -2°/-4°") && screen[1].contains("🌧️ 6°/2°"))
  }

  // MARK: - Day/night switch

  @Test func nIsBoundOnlyWhenTheDayHasBothHalves() {
    let renderer = Renderer()
    _ = renderer.render(WeekView(props: .toronto), width: 80, height: 20)
    #expect(renderer.keyBindings.first { $0.key == "n" }?.label == "show night")
    _ = renderer.render(WeekView(props: .torontoNight), width: 80, height: 20)
    #expect(renderer.keyBindings.first { $0.key == "n" }?.label == "show day")
    _ = renderer.render(WeekView(props: .saoPaulo), width: 80, height: 20)
    #expect(!renderer.keyBindings.contains { $0.key == "n" })
    #expect(renderer.keyBindings.map(\.key).contains(.right))
  }

  @Test func disabledSwitchSaysWhichHalfExists() {
    let switchRow = rows(WeekView(props: .saoPaulo))[2]
    #expect(switchRow.contains("▸ Night"))
    #expect(switchRow.contains("(only night)"))
    #expect(!rows(WeekView(props: .toronto))[2].contains("(only"))
  }

  @Test func keysMoveOpenAndToggle() {
    let renderer = Renderer()
    _ = renderer.render(WeekView(props: .toronto), width: 80, height: 20)
    let labels = renderer.keyBindings.map { "\($0.key) \($0.label)" }
    #expect(labels == ["n show night", "← previous day", "→ next day", "Enter hours"])
  }

  // MARK: - Panel and description

  @Test func panelShowsTheHalfDay() {
    let screen = rows(WeekView(props: .toronto)).joined(separator: "\n")
    for text in ["❄️  High -2°", "Snow at times heavy", "Precip 100%", "Wind   NE 48 km/h"] {
      #expect(screen.contains(text))
    }
  }

  @Test func longDescriptionWrapsOnWordsInsideTheBox() throws {
    let screen = rows(WeekView(props: .llanfairpwll), width: 40, height: 24)
    let box = screen.filter { $0.hasPrefix("│") }
    #expect(box.allSatisfy { $0.hasSuffix("│") })
    let text = box.map { $0.dropFirst(2).dropLast().trimmingCharacters(in: .whitespaces) }
    let start = try #require(text.firstIndex { $0.hasPrefix("Mostly cloudy") })
    #expect(text[start + 1].hasPrefix("some heavy"))
    #expect(text.contains("lighter towards morning."))
  }

  // MARK: - Gating

  @Test func movingTheSelectionReevaluatesOnlyTheTwoCellsThatChanged() throws {
    let renderer = Renderer()
    _ = renderer.render(WeekView(props: .toronto), width: 80, height: 20)
    renderer.isTracing = true
    _ = renderer.render(WeekView(props: toronto(selecting: 1)), width: 80, height: 20)
    let trace = try #require(renderer.lastTrace)
    let cells = Set(
      trace.entries.filter { $0.view.hasPrefix("WeekDayCell") && $0.isEvaluated }.map(\.view))
    #expect(cells == ["WeekDayCell[0]", "WeekDayCell[1]"])
    // The switch holds an action; both values hold the same one (`.none`), so it is
    // equal and reused. A container makes new actions on every run, so in the app it
    // runs with WeekView (ScenarioCountsTests).
    #expect(!trace.entries.contains { $0.view == "WeekHalfSwitch" && $0.isEvaluated })
    #expect(!trace.entries.contains { $0.view == "WeekConditionPanel" && $0.isEvaluated })
  }

  // MARK: - States

  @Test func failedShowsTheMessageAndHowToRetry() {
    let screen = rows(WeekView(props: .failed)).map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(screen.contains("Something broke. Make sure your device is online and try again."))
    #expect(screen.contains("Press r to retry"))
  }

  @Test func messagesBindNoKeys() {
    let renderer = Renderer()
    _ = renderer.render(WeekView(props: .loading), width: 80, height: 20)
    #expect(renderer.keyBindings.isEmpty)
  }

  // MARK: - Day detail

  @Test func dayDetailBindsEscapeToGoBack() {
    let renderer = Renderer()
    _ = renderer.render(DayDetailView(props: .toronto), width: 80, height: 20)
    #expect(renderer.keyBindings.map(\.label) == ["back"])
    #expect(renderer.keyBindings.first?.key == .escape)
  }

  @Test func dayDetailShowsAWholeDayInTwoColumnsAt80Columns() {
    let screen = rows(DayDetailView(props: .torontoTomorrow)).joined(separator: "\n")
    for hour in 0..<24 {
      #expect(screen.contains(hour < 10 ? "0\(hour):00" : "\(hour):00"))
    }
    #expect(!screen.contains("more hours"))
  }

  @Test func dayDetailCountsTheHoursThatDoNotFit() throws {
    let screen = rows(DayDetailView(props: .torontoTomorrow), width: 40, height: 16)
    let shown = screen.filter { $0.contains(":00 ") }.count
    let more = try #require(screen.first { $0.contains("more hours") })
    #expect(more.contains("… \(24 - shown) more hours"))
    #expect(screen.last?.hasPrefix("╰") == true)
  }
}

extension RenderTrace.Entry {
  /// Whether the pass ran this view's body (or rebuilt its layout).
  fileprivate var isEvaluated: Bool {
    if case .evaluated = event { true } else { false }
  }
}
