import Application
import Services
import TextUI

/// One of the app's scenario tests, reduced to the change it makes and the pass that
/// draws it, so the pass can be repeated and timed.
///
/// Each scenario sets the app up once (the tab, the place) and then makes its change
/// again and again, alternating between two values where it can, so that every
/// iteration draws the same amount of change. The change is made straight to a service
/// or state, as the key or timer in the scenario test would make it, and the binders are
/// left to settle; then ``AppRuntime/redraw()`` draws it. Only the redraw is timed.
@MainActor
struct AppScenario {
  /// A short name for tables and filters: `location`, `clock-tick`, …
  let name: String
  /// What the change is, in words, for the report.
  let summary: String
  /// The screen size.
  let size: Size
  /// The place to open at; `nil` for the account's (Toronto).
  var location: Location? = nil
  /// Brings the launched app to where the scenario happens.
  let setUp: @MainActor (AppRuntime) async throws -> Void
  /// Makes the `n`th change (counting from 0) and waits for the app to settle; the
  /// next ``AppRuntime/redraw()`` draws it.
  let change: @MainActor (AppRuntime, Int) async -> Void

  /// Launches the app with memoisation on or off and sets the scenario up.
  ///
  /// Each launch has its own manual clock at the reference time, so that two launches
  /// stay in step however often the scenario moves one's clock.
  func launch(memoization: Renderer.Memoization) async throws -> AppRuntime {
    let configuration = AppConfiguration(
      location: location, clock: .manual(ManualClock(now: FixtureTime.reference)), size: size)
    let runtime = try AppRuntime(configuration: configuration, memoization: memoization)
    await runtime.start()
    try await setUp(runtime)
    return runtime
  }

  /// A benchmark named `name` that times the redraw of this scenario's changes on a
  /// newly launched app: each iteration makes the next change untimed, then times
  /// ``AppRuntime/redraw()``.
  func passBenchmark(
    named name: String, memoization: Renderer.Memoization
  ) async throws -> Benchmark {
    let runtime = try await launch(memoization: memoization)
    var changes = 0
    return Benchmark(
      name,
      prepare: {
        await change(runtime, changes)
        changes += 1
      },
      body: {
        runtime.redraw()
        Sink.consume(runtime.passCount)
      })
  }

  /// The scenarios of `InteractionScenarioTests`, at `size`.
  static func all(size: Size = Size(width: 80, height: 24)) -> [AppScenario] {
    [
      locationChange(size: size), clockTick(size: size), unitsToggle(size: size),
      daySelection(size: size), radarFrame(size: size),
    ]
  }

  /// The active place switches between Toronto and Oslo, and the weather for it lands:
  /// what choosing a place in the picker does once the sheet has closed.
  static func locationChange(size: Size = Size(width: 80, height: 24)) -> AppScenario {
    let places = [Location.fixtures.oslo, Location.fixtures.toronto]
    return AppScenario(
      name: "location", summary: "Now: the place switches between Toronto and Oslo",
      size: size, setUp: { _ in },
      change: { runtime, n in
        runtime.graph.location.select(places[n % 2])
        await runtime.graph.settled()
      })
  }

  /// The clock moves on a minute with no new data: the header's clock and the "Updated
  /// N min ago" label change. Auto-refresh is off, as in the scenario test's few
  /// minutes; every 30 minutes the weather is refreshed, untimed, so that the label
  /// keeps counting minutes however long the benchmark runs.
  static func clockTick(size: Size = Size(width: 80, height: 24)) -> AppScenario {
    AppScenario(
      name: "clock-tick", summary: "Now: one minute passes, no new data", size: size,
      setUp: { runtime in
        runtime.graph.preferences.setAutoRefresh(minutes: 0)
        await runtime.graph.settled()
        runtime.redraw()
      },
      change: { runtime, n in
        if n % 30 == 29 {
          runtime.graph.refresh()
          await runtime.graph.settled()
          runtime.redraw()
        }
        if case .manual(let clock) = runtime.graph.configuration.clock {
          await clock.advance(by: .seconds(60))
        }
        await runtime.graph.settled()
      })
  }

  /// The units switch between imperial and metric, on the Now screen, where every
  /// temperature, speed and distance changes.
  static func unitsToggle(size: Size = Size(width: 80, height: 24)) -> AppScenario {
    AppScenario(
      name: "units", summary: "Now: units switch between metric and imperial",
      size: size, setUp: { _ in },
      change: { runtime, _ in
        runtime.graph.preferences.toggleUnits()
        await runtime.graph.settled()
      })
  }

  /// The selected day moves between the first and the second day of the week.
  static func daySelection(size: Size = Size(width: 80, height: 24)) -> AppScenario {
    AppScenario(
      name: "day", summary: "Week: the selection moves between two days",
      size: size,
      setUp: { runtime in try await runtime.send(.key(AppTab.week.key)) },
      change: { runtime, n in
        let dayCount = runtime.graph.weather.state.latest?.value.daily.count ?? 0
        runtime.graph.week.selectDay(1 - n % 2, dayCount: dayCount)
        await runtime.graph.settled()
      })
  }

  /// The radar steps to its next frame, looping, over Seoul (as in the scenario test):
  /// what the playback timer does every half second.
  static func radarFrame(size: Size = Size(width: 80, height: 24)) -> AppScenario {
    AppScenario(
      name: "radar", summary: "Radar: the map steps to its next frame",
      size: size, location: Location.fixtures.seoul,
      setUp: { runtime in try await runtime.send(.key(AppTab.radar.key)) },
      change: { runtime, _ in
        runtime.graph.radar.step(by: 1)
        await runtime.graph.settled()
      })
  }
}
