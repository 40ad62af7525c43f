import TextUI

/// The Settings screen's list of accounts, the active one marked, with a reminder of
/// the key that opens the account switcher.
///
/// Switching is the shell's global `a` key (the switcher sheet), not this list's: the
/// list only shows where things stand, so it binds no keys.
public struct SettingsAccountList: View, Sendable {
  /// The accounts as shown.
  public struct Props: Equatable, Sendable {
    /// One row per account, in the order they were added; never an API key.
    public var accounts: [SettingsChoiceRow.Props]

    public init(accounts: [SettingsChoiceRow.Props]) {
      self.accounts = accounts
    }
  }

  /// The data shown.
  public var props: Props

  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      VStack(alignment: .leading) {
        ForEach(props.accounts, id: \.title) { SettingsChoiceRow(props: $0) }
      }
      Text("Press a to switch account").lineLimit(1)
    }
  }
}
