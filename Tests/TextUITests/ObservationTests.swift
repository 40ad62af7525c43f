import Testing

@testable import TextUI

/// The observation gate: a container re-runs exactly when something its body read
/// changes, and the views below it only when their values change.
@MainActor
@Suite struct ObservationTests {
  @Test func mutatingAReadPropertyReevaluatesTheContainerAndOnlyTheChangedViews() {
    let weather = Weather()
    let renderer = Renderer()
    let shell = Shell(title: "Toronto", content: WeatherContainer(weather: weather))
    _ = renderer.render(shell, width: 10, height: 3)
    #expect(!renderer.needsRender)

    weather.temperature = 22
    #expect(renderer.needsRender)
    let frame = renderer.render(shell, width: 10, height: 3)
    #expect(frame.rows == ["Toronto   ", "22°       ", "Sunny     "])
    // WeatherContainer (its value is equal: observation made it run) and
    // TemperatureView; SummaryView's value is equal, so it is reused.
    #expect(renderer.statistics.bodiesEvaluated == 2)
    #expect(renderer.statistics.nodesReused == 1)
    // Shell and its VStack are redrawn around the change without running.
    #expect(renderer.statistics.nodesRedrawn == 2)
    #expect(!renderer.needsRender)
  }

  @Test func mutatingAnUnreadPropertyEvaluatesNothing() {
    let weather = Weather()
    let renderer = Renderer()
    let shell = Shell(title: "Toronto", content: WeatherContainer(weather: weather))
    let first = renderer.render(shell, width: 10, height: 3)
    weather.fetchCount += 1
    #expect(!renderer.needsRender)
    let second = renderer.render(shell, width: 10, height: 3)
    #expect(renderer.statistics.bodiesEvaluated == 0)
    #expect(renderer.statistics.cellsDrawn == 0)
    #expect(second == first)
  }

  @Test func aContainerIsNotEvaluatedForWhatOnlyItsChildrenRead() {
    // TemperatureView reads no observable itself; the container does. A container
    // nested in another is invalidated alone: its parent did not read what it read.
    struct Outer: Container {
      @Observed var weather: Weather
      var body: some View {
        VStack {
          Text("\(weather.summary)")
          WeatherContainer(weather: weather)
        }
      }
    }
    let weather = Weather()
    let renderer = Renderer()
    _ = renderer.render(Outer(weather: weather), width: 10, height: 3)
    weather.temperature = 5
    _ = renderer.render(Outer(weather: weather), width: 10, height: 3)
    #expect(renderer.statistics.bodiesEvaluated == 2)  // WeatherContainer, TemperatureView
    weather.summary = "Rain"
    _ = renderer.render(Outer(weather: weather), width: 10, height: 3)
    // Outer and WeatherContainer both read summary; SummaryView's value changed.
    #expect(renderer.statistics.bodiesEvaluated == 3)
  }

  @Test func onInvalidateIsCalledOncePerPassDue() {
    let weather = Weather()
    let renderer = Renderer()
    let calls = AtomicCount()
    renderer.onInvalidate = { calls.increment() }
    let shell = Shell(title: "Toronto", content: WeatherContainer(weather: weather))
    _ = renderer.render(shell, width: 10, height: 3)
    weather.temperature = 1
    weather.summary = "Snow"
    #expect(calls.value == 1)
    _ = renderer.render(shell, width: 10, height: 3)
    weather.temperature = 2
    #expect(calls.value == 2)
  }

  @Test func whatAnEarlierEvaluationReadNoLongerInvalidates() {
    struct Conditional: Container {
      @Observed var weather: Weather
      var showsSummary: Bool
      var body: some View {
        if showsSummary { Text(weather.summary) } else { Text("hidden") }
      }
    }
    let weather = Weather()
    let renderer = Renderer()
    _ = renderer.render(Conditional(weather: weather, showsSummary: true), width: 10, height: 1)
    _ = renderer.render(Conditional(weather: weather, showsSummary: false), width: 10, height: 1)
    weather.summary = "Fog"
    #expect(!renderer.needsRender)
    _ = renderer.render(Conditional(weather: weather, showsSummary: false), width: 10, height: 1)
    #expect(renderer.statistics.bodiesEvaluated == 0)
  }
}
