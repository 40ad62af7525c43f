// Binders: small objects that each observe one service and act on another, such as
// LocationToWeather (refresh on location change) and AccountToClients (re-wire on account
// switch). It depends on Services only. Filled by the issue "Services, States and
// Binders"; see DESIGN.md §5.
import Services

/// The binders' shared vocabulary; binders themselves arrive with the services.
public enum Binders {
  /// The services format the binders were written against.
  public static let servicesFormatVersion = Services.formatVersion
}
