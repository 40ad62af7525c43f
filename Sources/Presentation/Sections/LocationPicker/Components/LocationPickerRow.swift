import TextUI

/// One row of the location picker: a place, or the offer to add the current place to
/// the favourites; the highlighted row is marked with the pointer.
public struct LocationPickerRow: View, Sendable {
  /// One row as shown.
  public struct Props: Equatable, Sendable {
    /// Tells rows apart while the list changes around them ("current", "add",
    /// "favourite:59.9139,10.7522").
    public var id: String
    /// The row's text, formatted by the container ("★ Oslo, Norway").
    public var text: String
    /// Whether Enter and Delete act on this row.
    public var isHighlighted: Bool
    /// Whether Delete removes it: a favourite.
    public var isRemovable: Bool
    /// The mark of the highlighted row (`Glyphs.pointer`).
    public var pointer: String

    public init(
      id: String, text: String, isHighlighted: Bool, isRemovable: Bool = false, pointer: String
    ) {
      self.id = id
      self.text = text
      self.isHighlighted = isHighlighted
      self.isRemovable = isRemovable
      self.pointer = pointer
    }
  }

  /// The row shown.
  public var props: Props

  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    MarkedRow(text: props.text, isMarked: props.isHighlighted, pointer: props.pointer)
  }
}
