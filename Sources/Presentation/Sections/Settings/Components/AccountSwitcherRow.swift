import TextUI

/// One account in the account switcher: its number, its name, the active one marked.
public struct AccountSwitcherRow: View, Sendable {
  /// One account as shown: never its API key.
  public struct Props: Equatable, Sendable {
    /// The digit that switches to it, 1 to 9.
    public var number: Int
    /// "Personal".
    public var name: String
    /// Whether it is the account in use.
    public var isActive: Bool
    /// The mark of the active account (`Glyphs.pointer`).
    public var pointer: String

    public init(number: Int, name: String, isActive: Bool, pointer: String) {
      self.number = number
      self.name = name
      self.isActive = isActive
      self.pointer = pointer
    }
  }

  /// The account shown.
  public var props: Props

  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    MarkedRow(
      text: "\(props.number) \(props.name)", isMarked: props.isActive, pointer: props.pointer)
  }
}
