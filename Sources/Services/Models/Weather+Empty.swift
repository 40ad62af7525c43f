import Foundation

extension Weather {
  /// A forecast with nothing in it, as a source with no data for a place would answer
  /// (``WeatherClient/emptyReply(at:)``).
  public static func empty(at time: Date) -> Weather {
    Weather(
      current: Current(time: time, condition: .overcast, summary: ""), today: Today(),
      hourly: [], daily: [], alerts: [])
  }
}
