import TextUI

/// A presentational view that declares named fixtures: the sample values that previews,
/// snapshot tests, `stratus preview` and the benchmarks all draw.
///
/// Fixtures are the view's documentation by example: each names a state the view must
/// handle ("loaded", "missingTemperature", "empty"), so a reader sees every state
/// without running the app, and a snapshot test pins each one down.
///
/// ```swift
/// extension HourlyStrip: Previewable {
///   public static let fixtures: [Fixture<HourlyStrip>] = [
///     Fixture("toronto", HourlyStrip(props: .toronto)),
///     Fixture("empty", HourlyStrip(props: .empty)),
///   ]
/// }
/// ```
public protocol Previewable: View, Sendable {
  /// The named samples, most typical first.
  static var fixtures: [Fixture<Self>] { get }
}

/// One named sample of a view.
public struct Fixture<V: View & Sendable>: Sendable {
  /// The sample's name: a lower-camel-case word saying which state it shows.
  public let name: String
  /// The view.
  public let view: V

  public init(_ name: String, _ view: V) {
    self.name = name
    self.view = view
  }
}
