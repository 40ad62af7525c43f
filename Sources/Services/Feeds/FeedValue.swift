import Foundation

/// What a feed holds (`AirQuality`, `Waves`), with the samples every feed needs: a made-up
/// value for any place and an empty one.
///
/// The samples belong to the value, not to the feed: they are written once, beside the
/// model (`AirQuality+Fixture.swift`), and a feed whose value conforms gets them in every
/// place that asks (`--source fixtures`, `--state empty`, the tests), with no line in its
/// declaration.
///
/// ```swift
/// public struct Waves: FeedValue, Codable {
///   // …
///   public static func empty(at time: Date) -> Waves { Waves(time: time) }
/// }
/// ```
public protocol FeedValue: Sendable, Equatable {
  /// The built-in, deterministic data for `location` at `time`: what `--source fixtures`
  /// answers. The same place and time give the same value on every machine.
  static func fixture(for location: Location, at time: Date) -> Self
  /// A value with nothing in it, dated `time`: what `--state empty` answers.
  static func empty(at time: Date) -> Self
}
