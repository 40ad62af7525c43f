import TextUI

/// The row of tabs, numbered for their keys, the selected one in brackets.
///
/// It keeps to one row at any width: where the roomy labels do not fit it closes them
/// up, and then shows only the numbers beside the selected tab's name.
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
    ViewThatFits(in: [.horizontal]) {
      strip { item in item.isSelected ? "[\(item.label)]" : " \(item.label) " }
      strip { item in item.isSelected ? "[\(item.label)]" : item.label }
      strip { item in item.isSelected ? "[\(item.label)]" : "\(item.number)" }
    }
  }

  /// The tabs one after another, each written by `text`: the strip tries roomy labels,
  /// then tight ones, then bare numbers beside the selected tab's name.
  private func strip(_ text: @escaping @Sendable (Item) -> String) -> some View {
    HStack(spacing: 1) {
      ForEach(items, id: \.number) { item in
        Text(text(item)).style(item.isSelected ? .selection : .plain)
      }
    }
    .padding(.leading, 1)
  }
}

extension TabStrip.Item {
  /// "2 Week": the key, then the title.
  var label: String { "\(number) \(title)" }
}
