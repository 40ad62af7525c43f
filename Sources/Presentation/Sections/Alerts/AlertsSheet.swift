import TextUI

/// The Alerts sheet: every alert in force for the location, most severe first, in a box
/// of its own over whichever tab was showing (`!`).
///
/// It fills the space the shell offers and draws its own border, so the screen beneath
/// shows around it. Esc closes it; it binds nothing else, because a sheet is modal and
/// the footer should offer only what works.
public struct AlertsSheet: View, Sendable {
  /// What the sheet holds.
  public enum Content: Equatable, Sendable {
    /// The alerts, most severe first (the container sorts them).
    case alerts([AlertsSheetRow.Props])
    /// A message instead: no alerts, loading, or a failure.
    case message(CentredMessage.Props)
  }

  /// Everything the sheet shows.
  public struct Props: Equatable, Sendable {
    /// The alerts, or the message in their place.
    public var content: Content
    /// The box's lines (``Glyphs/border``).
    public var border: BorderStyle

    public init(content: Content, border: BorderStyle) {
      self.content = content
      self.border = border
    }
  }

  /// What the keys do.
  public struct Actions: Equatable, Sendable {
    /// Closes the sheet (Esc).
    public var close: Action

    public init(close: Action) {
      self.close = close
    }

    /// Actions that do nothing, for fixtures.
    public static let none = Actions(close: .none)
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
    content
      .padding(.horizontal, 1)
      .frame(maxWidth: .max, maxHeight: .max, alignment: .topLeading)
      .border(props.border, title: "Alerts")
      .keyBinding(.escape, "close", action: actions.close)
  }

  @ViewBuilder private var content: some View {
    switch props.content {
    case .alerts(let alerts):
      VStack(alignment: .leading, spacing: 1) {
        ForEach(alerts, id: \.id) { AlertsSheetRow(props: $0) }
      }
    case .message(let message):
      CentredMessage(props: message)
    }
  }
}
