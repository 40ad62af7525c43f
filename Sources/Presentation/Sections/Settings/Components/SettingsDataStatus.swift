import TextUI

/// Where the weather comes from and how fresh it is, and any trouble with the settings
/// file: what a person checks when the screens look wrong.
public struct SettingsDataStatus: View, Sendable {
  /// The status as shown.
  public struct Props: Equatable, Sendable {
    /// The data source in use ("fixtures", "file:/path", "http:https://…").
    public var source: String
    /// "Updated 2 min ago", or "Not updated yet".
    public var updated: String
    /// Why the settings could not be read or saved, if they could not.
    public var problem: String?
    /// The mark before the problem (`Glyphs.alert`).
    public var alert: String
    /// Whether the changes made here are saved yet.
    public var saving: Saving

    public init(
      source: String, updated: String, problem: String? = nil, alert: String,
      saving: Saving = .saved
    ) {
      self.source = source
      self.updated = updated
      self.problem = problem
      self.alert = alert
      self.saving = saving
    }
  }

  /// Whether the changes made on this screen are on disk yet.
  public enum Saving: Equatable, Sendable {
    /// They are (or failed for good, which ``Props/problem`` says): nothing is shown.
    case saved
    /// Another process holds `lockFile` (a path), so they wait to be saved; the view
    /// says so, and that they will be saved when it lets go.
    case waiting(lockFile: String)
  }

  /// The data shown.
  public var props: Props

  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    VStack(alignment: .leading) {
      // Label and value side by side: a URL or path too long for the line breaks
      // inside its own column instead of leaving the label alone on its line.
      HStack(alignment: .top, spacing: 1) {
        Text("Source:").style(.secondary)
        Text(props.source).lineLimit(2)
      }
      Text(props.updated).style(.secondary).lineLimit(1)
      if case .waiting(let lockFile) = props.saving {
        Text("Not saved yet: waiting for another process to let go of \(lockFile)")
          .style(.secondary).lineLimit(2)
      }
      if let problem = props.problem {
        HStack(alignment: .top, spacing: 1) {
          Text(props.alert)
          Text(problem).lineLimit(2)
        }
        .style(.failure)
      }
    }
  }
}
