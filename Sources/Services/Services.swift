// Services: the models, clients and observable services that own Stratus's data.
//
// This module imports only Foundation and Observation. The issue "Services, States and
// Binders" fills it: Weather, Location, Account and Preferences models; fixture, file and
// HTTP clients injected as values; @MainActor @Observable services with private(set)
// state. See Docs/Services.md.

/// The module's version of its data formats, so later readers can tell what wrote a file.
public enum Services {
  /// Bumped when a persisted format changes.
  public static let formatVersion = 1
}
