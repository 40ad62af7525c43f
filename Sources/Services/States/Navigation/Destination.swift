/// A screen a tab can push on its root.
///
/// Destinations are values, so a navigation path can be compared, logged and restored;
/// the app maps each one to the container that shows it.
public enum Destination: Hashable, Sendable {
  /// The hours of one day of the week, by its index in the forecast.
  case dayDetail(dayIndex: Int)
}
