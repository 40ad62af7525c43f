import TextUI

/// One measurement: its label on the left, its value on the right.
public struct MeasurementRow: View {
  /// A labelled, formatted value.
  public struct Props: Equatable, Sendable {
    public var label: String
    public var value: String

    public init(label: String, value: String) {
      self.label = label
      self.value = value
    }
  }

  /// The measurement shown.
  public var props: Props

  /// Creates the row.
  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    HStack {
      Text(props.label).lineLimit(1)
      Spacer(minLength: 1)
      Text(props.value).lineLimit(1).layoutPriority(1)
    }
  }
}
