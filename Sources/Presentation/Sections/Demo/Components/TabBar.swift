import TextUI

/// The row of tabs, the selected one in brackets, with an alert badge at the end.
public struct TabBar: View {
  /// One tab as shown.
  ///
  /// Selection is part of each item, not read from the bar, because a ``ForEach`` builds
  /// each row from its element alone: that is what makes comparing the data enough.
  public struct Item: Equatable, Sendable {
    public var number: Int
    public var title: String
    public var isSelected: Bool
  }

  /// The tabs, in order.
  public var items: [Item]
  /// The badge text, if there are alerts.
  public var badge: String?

  /// Creates a tab bar from titles and the index of the selected one.
  public init(tabs: [String], selected: Int, badge: String?) {
    self.items = tabs.enumerated().map { index, title in
      Item(number: index + 1, title: title, isSelected: index == selected)
    }
    self.badge = badge
  }

  public var body: some View {
    HStack(spacing: 1) {
      ForEach(items, id: \.number) { item in
        Text(item.isSelected ? "[\(item.number) \(item.title)]" : " \(item.number) \(item.title) ")
      }
      Spacer()
      if let badge { Text(badge).lineLimit(1) }
    }
    .padding(.horizontal, 1)
  }
}
