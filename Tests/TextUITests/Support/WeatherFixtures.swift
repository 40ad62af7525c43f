import Foundation
import Observation

@testable import TextUI

/// A small observable service, a container over it and the presentational views it
/// feeds: the container/presenter pattern in miniature.
@MainActor @Observable final class Weather {
  var temperature = 21
  var summary = "Sunny"
  /// A property no view reads.
  var fetchCount = 0
}

struct TemperatureView: View {
  var temperature: Int
  var body: some View { Text("\(temperature)°") }
}

struct SummaryView: View {
  var summary: String
  var body: some View { Text(summary) }
}

struct WeatherContainer: Container {
  @Observed var weather: Weather

  var body: some View {
    VStack(alignment: .leading) {
      TemperatureView(temperature: weather.temperature)
      SummaryView(summary: weather.summary)
    }
  }
}

/// A presentational view around a container: its value never changes when the weather
/// does, so only observation can reach the container inside.
struct Shell: View {
  var title: String
  var content: WeatherContainer

  var body: some View {
    VStack(alignment: .leading) {
      Text(title)
      content
    }
  }
}

/// Records how often it was told something, from an action.
@MainActor final class Counter {
  private(set) var calls: [String] = []
  func record(_ call: String) { calls.append(call) }
}

/// A count that any thread may bump, for callbacks that are not main-actor isolated.
final class AtomicCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func increment() { lock.withLock { count += 1 } }
}
