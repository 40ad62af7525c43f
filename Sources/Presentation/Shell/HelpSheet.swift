import TextUI

/// The keys that work everywhere, in a sheet (`?`).
///
/// A screen's own keys are in the footer while it is visible; the sheet lists the ones
/// that are always there.
public struct HelpSheet: View, Sendable {
  public struct Props: Equatable, Sendable {
    public var hints: [KeyHintsBar.Hint]
    public var border: BorderStyle

    public init(hints: [KeyHintsBar.Hint], border: BorderStyle) {
      self.hints = hints
      self.border = border
    }
  }

  public struct Actions: Equatable, Sendable {
    public var close: Action

    public init(close: Action) {
      self.close = close
    }

    public static let none = Actions(close: .none)
  }

  public var props: Props
  public var actions: Actions

  public init(props: Props, actions: Actions) {
    self.props = props
    self.actions = actions
  }

  private var keyWidth: Int { props.hints.map { DisplayWidth.of($0.key) }.max() ?? 0 }

  public var body: some View {
    VStack(alignment: .leading) {
      ForEach(props.hints, id: \.key) { hint in
        HStack(spacing: 2) {
          Text(hint.key).style(.key).frame(width: keyWidth, alignment: .leading)
          Text(hint.label).lineLimit(1)
        }
      }
      Spacer()
      Text("Each screen's own keys are shown at the bottom.").style(.secondary).lineLimit(2)
    }
    .padding(.horizontal, 1)
    .frame(maxWidth: .max, maxHeight: .max, alignment: .topLeading)
    .border(props.border, title: "Keys")
    .keyBinding(.escape, "close", action: actions.close)
  }
}
