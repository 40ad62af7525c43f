import TextUI

/// The row of tabs, numbered for their keys, the selected one in brackets.
public struct TabStrip: View, Sendable {
  /// One tab as shown.
  ///
  /// Selection is part of each item, not read from the strip, because a ``ForEach``
  /// builds each cell from its element alone: that is what makes comparing the data
  /// enough to know which cells changed.
  public struct Item: Equatable, Sendable {
    public var number: Int
    public var title: String
    public var isSelected: Bool

    public init(number: Int, title: String, isSelected: Bool) {
      self.number = number
      self.title = title
      self.isSelected = isSelected
    }
  }

  /// The tabs, in order.
  public var items: [Item]

  public init(items: [Item]) {
    self.items = items
  }

  /// The tabs from their titles and the index of the selected one.
  public init(titles: [String], selected: Int) {
    self.items = titles.enumerated().map { index, title in
      Item(number: index + 1, title: title, isSelected: index == selected)
    }
  }

  public var body: some View {
    HStack(spacing: 1) {
      ForEach(items, id: \.number) { item in
        Text(item.isSelected ? "[\(item.number) \(item.title)]" : " \(item.number) \(item.title) ")
      }
    }
    .padding(.leading, 1)
  }
}
