import TextUI

/// The account switcher sheet: the accounts numbered, the active one marked; a digit
/// switches, Esc closes.
///
/// The sheet is topmost, so its digits win over the shell's tab keys while it is open.
///
/// The shell places the sheet over the screen and offers it a size; the sheet fills it
/// and draws its own border, titled "Account".
public struct AccountSwitcherSheet: View, Sendable {
  /// What the sheet shows.
  public struct Props: Equatable, Sendable {
    /// One row per account, numbered from 1; at most nine, one per digit key.
    public var accounts: [AccountSwitcherRow.Props]
    /// The lines of the sheet's border (`Glyphs.border`).
    public var border: BorderStyle

    public init(accounts: [AccountSwitcherRow.Props], border: BorderStyle) {
      self.accounts = accounts
      self.border = border
    }
  }

  /// What the sheet's keys do.
  public struct Actions: Equatable, Sendable {
    /// Switches to the account of the same position in ``Props/accounts``.
    public var switchTo: [Action]
    /// Closes the sheet.
    public var close: Action

    public init(switchTo: [Action], close: Action) {
      self.switchTo = switchTo
      self.close = close
    }

    /// Keys that do nothing, for fixtures.
    public static let none = Actions(switchTo: [], close: .none)
  }

  /// The data shown.
  public var props: Props
  /// What the keys do.
  public var actions: Actions

  public init(props: Props, actions: Actions = .none) {
    self.props = props
    self.actions = actions
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 1) {
      VStack(alignment: .leading) {
        ForEach(props.accounts, id: \.number) { AccountSwitcherRow(props: $0) }
      }
      Text("Press a number to switch account").lineLimit(2)
    }
    .padding(.horizontal, 1)
    .frame(maxWidth: .max, maxHeight: .max, alignment: .topLeading)
    .border(props.border, title: "Account")
    .keyBindings(bindings)
  }

  /// A digit per account, in the order listed, then Esc: one list, so the footer shows
  /// them in that order.
  private var bindings: [KeyBinding] {
    let digits = props.accounts.enumerated().map { index, row in
      KeyBinding(
        Key(.character(Character("\(row.number)"))), row.name,
        action: index < actions.switchTo.count ? actions.switchTo[index] : .none)
    }
    return digits + [KeyBinding(.escape, "close", action: actions.close)]
  }
}
