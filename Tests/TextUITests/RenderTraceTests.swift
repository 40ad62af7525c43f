import Testing

@testable import TextUI

/// The render trace says what each pass did and why, in a stable text form, and never
/// shows a secret.
@MainActor
@Suite struct RenderTraceTests {
  struct Badge: View {
    var name: String
    @Secret var token: String
    var body: some View { Text(name) }
  }

  struct Item: Equatable, Identifiable {
    var id: String
    var label: String
  }

  struct Screen: View {
    var badge: Badge
    var items: [Item]
    var content: WeatherContainer
    var body: some View {
      VStack(alignment: .leading) {
        badge
        ForEach(items) { Text($0.label) }
        content
      }
    }
  }

  struct Header: View {
    var title: String
    var body: some View { Text(title).frame(maxWidth: .max) }
  }

  private func screen(_ weather: Weather) -> Screen {
    Screen(
      badge: Badge(name: "Ada", token: "sk-live-1234"),
      items: [Item(id: "a", label: "A"), Item(id: "b", label: "B")],
      content: WeatherContainer(weather: weather))
  }

  @Test func aFirstPassEvaluatesEveryViewAsFirst() {
    let renderer = Renderer()
    renderer.isTracing = true
    _ = renderer.render(screen(Weather()), width: 12, height: 6)
    #expect(
      renderer.lastTrace?.text == """
        evaluated Screen (first)
          evaluated VStack (first)
            evaluated Badge (first)
              evaluated Text (first)
            evaluated Text["a"] (first)
            evaluated Text["b"] (first)
            evaluated WeatherContainer (first)
              evaluated VStack (first)
                evaluated TemperatureView (first)
                  evaluated Text (first)
                evaluated SummaryView (first)
                  evaluated Text (first)
        evaluated 12, redrawn 0, reused 0, evicted 0

        """)
  }

  @Test func anUpdateSaysWhatChangedWhatWasObservedAndWhatWasEvicted() {
    let weather = Weather()
    let renderer = Renderer()
    renderer.isTracing = true
    var screen = screen(weather)
    _ = renderer.render(screen, width: 12, height: 6)
    weather.temperature = 22
    screen.badge.token = "sk-live-5678"
    screen.items.removeFirst()
    _ = renderer.render(screen, width: 12, height: 6)
    let trace = renderer.lastTrace?.text ?? ""
    #expect(
      trace == """
        evaluated Screen (input changed: badge.token <redacted> -> <redacted>; items 2 items -> 1 item)
          evaluated VStack (input changed: content changed)
            evaluated Badge (input changed: token <redacted> -> <redacted>)
              reused Text
            reused Text["b"]
            evaluated WeatherContainer (observed Weather.temperature changed)
              evaluated VStack (input changed: content changed)
                evaluated TemperatureView (input changed: temperature 21 -> 22)
                  evaluated Text (input changed: content "21°" -> "22°")
                reused SummaryView
            evicted Text["a"]
        evaluated 7, redrawn 0, reused 3, evicted 1

        """)
    #expect(!trace.contains("sk-live"))
  }

  @Test func aResizeSaysHowTheSizeChanged() {
    let renderer = Renderer()
    renderer.isTracing = true
    _ = renderer.render(Header(title: "Oslo"), width: 10, height: 1)
    _ = renderer.render(Header(title: "Oslo"), width: 16, height: 1)
    #expect(
      renderer.lastTrace?.text == """
        redrawn Header (size 10x1 -> 16x1)
        evaluated 0, redrawn 1, reused 0, evicted 0

        """)
  }

  struct Panel: View {
    struct Reading: Equatable {
      var value: Int
      var unit: String
    }
    enum Content: Equatable {
      case message(String)
      case loaded(now: Reading, trend: Int)
    }
    var content: Content
    var body: some View { Text("panel") }
  }

  @Test func aChangedCaseIsNamedWithoutModulesAndAChangedPayloadByItsFields() {
    let renderer = Renderer()
    renderer.isTracing = true
    let reading = Panel.Reading(value: 21, unit: "°C")
    _ = renderer.render(Panel(content: .message("Loading…")), width: 5, height: 1)
    _ = renderer.render(Panel(content: .loaded(now: reading, trend: 1)), width: 5, height: 1)
    #expect(
      renderer.lastTrace?.text.split(separator: "\n").first
        == #"evaluated Panel (input changed: content message("Loading…") -> loaded(now: RenderTraceTests.Panel.Read…)"#
    )
    var warmer = reading
    warmer.value = 22
    _ = renderer.render(Panel(content: .loaded(now: warmer, trend: 1)), width: 5, height: 1)
    #expect(
      renderer.lastTrace?.text.split(separator: "\n").first
        == "evaluated Panel (input changed: content.loaded.now.value 21 -> 22)")
  }

  @Test func anUnchangedPassIsOneReusedLine() {
    let renderer = Renderer()
    renderer.isTracing = true
    let view = screen(Weather())
    _ = renderer.render(view, width: 12, height: 6)
    _ = renderer.render(view, width: 12, height: 6)
    #expect(
      renderer.lastTrace?.text == """
        reused Screen
        evaluated 0, redrawn 0, reused 1, evicted 0

        """)
  }

  @Test func tracingIsOffByDefaultAndRecordsNothing() {
    let renderer = Renderer()
    _ = renderer.render(screen(Weather()), width: 12, height: 6)
    #expect(renderer.lastTrace == nil)
  }

  @Test func tracingNeverChangesTheFrameOrTheCounts() {
    let weather = Weather()
    let traced = Renderer()
    traced.isTracing = true
    let plain = Renderer()
    for width in [12, 12, 20] {
      weather.temperature += 1
      let view = screen(weather)
      #expect(
        traced.render(view, width: width, height: 6) == plain.render(view, width: width, height: 6))
      #expect(traced.statistics == plain.statistics)
    }
  }

  @Test func secretsNeverPrint() {
    let badge = Badge(name: "Ada", token: "sk-live-1234")
    #expect(!String(describing: badge).contains("sk-live"))
    #expect(!String(reflecting: badge).contains("sk-live"))
    var dumped = ""
    dump(badge, to: &dumped)
    #expect(!dumped.contains("sk-live"))
  }

  @Test func controlsInValuesAndIdsPrintVisiblyInBothForms() {
    let renderer = Renderer()
    renderer.isTracing = true
    let hostile = "a\u{9B}31m\u{202E}Z\u{1B}]0;x\u{07}"
    let items = [Item(id: "id\u{2066}\u{9B}", label: "1")]
    _ = renderer.render(Header(title: "Oslo"), width: 30, height: 1)
    _ = renderer.render(Header(title: hostile), width: 30, height: 1)
    let changed = renderer.lastTrace
    _ = renderer.render(VStack { ForEach(items) { Text($0.label) } }, width: 3, height: 2)
    let built = renderer.lastTrace
    for form in RenderTrace.Form.allCases {
      let text = (changed?.text(form) ?? "") + (built?.text(form) ?? "")
      #expect(!text.unicodeScalars.contains { $0 != "\n" && ControlPicture.isControl($0) })
      #expect(text.contains(#""Oslo" -> "a\u{9B}31m\u{202E}Z\u{1B}]0;x\u{07}""#), "\(text)")
    }
    #expect(built?.text.contains(#"Text["id\u{2066}\u{9B}"]"#) == true, "\(built?.text ?? "")")
  }

  @Test func forEachIdsNameTheirViewsAndDuplicatesAreNumbered() {
    let renderer = Renderer()
    renderer.isTracing = true
    let items = [Item(id: "x", label: "1"), Item(id: "x", label: "2")]
    _ = renderer.render(VStack { ForEach(items) { Text($0.label) } }, width: 3, height: 2)
    #expect(
      renderer.lastTrace?.entries.map(\.view) == ["VStack", #"Text["x"]"#, #"Text["x" #2]"#])
  }
}
