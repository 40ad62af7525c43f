/// Every sheet the app can present, in one enum, as IceCubes' `SheetDestination`.
///
/// One enum means one place that lists what can appear over a screen, and one switch
/// in the app that builds each sheet's container.
public enum Sheet: String, Hashable, Sendable, CaseIterable {
  /// Search for a place and manage favourites (`l`).
  case locationPicker
  /// Choose the active account (`a`).
  case accountSwitcher
  /// The alerts in force for the location (`!`).
  case alerts
  /// The keys and what they do (`?`).
  case help
}
