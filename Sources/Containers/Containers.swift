// Containers: business logic that reads services and states, derives the Props of a
// presentational view and builds its Actions. It depends on Presentation and Services and
// holds no layout of its own. Filled by the issue "The reference app"; see DESIGN.md §6.
import Presentation
import Services

/// The containers' namespace; the containers arrive with the app's screens.
public enum Containers {
  /// The services format the containers were written against.
  public static let servicesFormatVersion = Services.formatVersion
}
