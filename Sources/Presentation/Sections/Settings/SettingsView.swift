import TextUI

/// The Settings screen's content: the accounts, the preferences, and where the data
/// comes from.
///
/// When there is room, the accounts and the preferences side by side with the data
/// status below them; one box above another when narrow; and without the boxes' borders
/// when a narrow screen is also short. Each box is its own component holding only what it shows, so toggling units
/// re-renders the preferences box and nothing else, and the minute ticking by re-renders
/// only the status box's "Updated …" line.
///
/// Keys: `u` toggles units, `+` and `-` change how often the weather refreshes.
/// Switching account is the shell's global `a` key; the screen only reminds of it.
public struct SettingsView: View, Sendable {
  /// Everything the screen shows, already formatted.
  public struct Props: Equatable, Sendable {
    public var accounts: SettingsAccountList.Props
    public var preferences: SettingsPreferenceList.Props
    public var status: SettingsDataStatus.Props
    /// The lines of the boxes (`Glyphs.border`).
    public var border: BorderStyle

    public init(
      accounts: SettingsAccountList.Props, preferences: SettingsPreferenceList.Props,
      status: SettingsDataStatus.Props, border: BorderStyle
    ) {
      self.accounts = accounts
      self.preferences = preferences
      self.status = status
      self.border = border
    }
  }

  /// What the screen's keys do.
  public struct Actions: Equatable, Sendable {
    /// Switches between metric and imperial.
    public var toggleUnits: Action
    /// Shortens the auto-refresh interval.
    public var refreshMoreOften: Action
    /// Lengthens the auto-refresh interval (and, past the longest, turns it off).
    public var refreshLessOften: Action

    public init(toggleUnits: Action, refreshMoreOften: Action, refreshLessOften: Action) {
      self.toggleUnits = toggleUnits
      self.refreshMoreOften = refreshMoreOften
      self.refreshLessOften = refreshLessOften
    }

    /// Keys that do nothing, for fixtures.
    public static let none = Actions(
      toggleUnits: .none, refreshMoreOften: .none, refreshLessOften: .none)
  }

  /// The data shown.
  public var props: Props
  /// What the keys do.
  public var actions: Actions

  public init(props: Props, actions: Actions = .none) {
    self.props = props
    self.actions = actions
  }

  /// The width each column asks for: two columns of it (and a gap) fit 80 cells.
  private static let columnWidth = 38

  public var body: some View {
    ViewThatFits(in: [.horizontal]) {
      VStack(alignment: .leading) {
        HStack(alignment: .top, spacing: 1) {
          accounts
            .frame(idealWidth: Self.columnWidth, maxWidth: .max, alignment: .topLeading)
          preferences
            .frame(idealWidth: Self.columnWidth, maxWidth: .max, alignment: .topLeading)
        }
        // Full width below: a long source or problem gets the whole line.
        status
          .frame(idealWidth: 2 * Self.columnWidth + 1, maxWidth: .max, alignment: .topLeading)
      }
      // Narrow: one column, boxed when the height allows, else without the boxes'
      // borders and titles (a 40x16 screen with a settings problem).
      ViewThatFits(in: [.vertical]) {
        VStack(alignment: .leading) {
          accounts
          preferences
          status
        }
        VStack(alignment: .leading) {
          SettingsAccountList(props: props.accounts)
          Divider(props.border)
          SettingsPreferenceList(props: props.preferences)
          Divider(props.border)
          SettingsDataStatus(props: props.status)
        }
        .padding(.horizontal, 1)
      }
    }
    .frame(maxWidth: .max, maxHeight: .max, alignment: .topLeading)
    .keyBinding("u", "units", action: actions.toggleUnits)
    .keyBinding("+", "refresh more often", action: actions.refreshMoreOften)
    .keyBinding("-", "refresh less often", action: actions.refreshLessOften)
  }

  private var accounts: some View {
    box("Accounts") { SettingsAccountList(props: props.accounts) }
  }

  private var preferences: some View {
    box("Preferences") { SettingsPreferenceList(props: props.preferences) }
  }

  private var status: some View {
    box("Data") { SettingsDataStatus(props: props.status) }
  }

  /// A full-width box with a title, its content inset by one column.
  private func box<Content: View>(
    _ title: String, @ViewBuilder content: () -> Content
  ) -> some View {
    content()
      .padding(.horizontal, 1)
      .frame(maxWidth: .max, alignment: .leading)
      .border(props.border, title: title)
  }
}
