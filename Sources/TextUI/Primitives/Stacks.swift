/// Arranges views in a row, left to right.
///
/// Space is shared by flexibility and ``View/layoutPriority(_:)``, as described in
/// `StackLayout`; children are aligned vertically by `alignment`.
///
/// ```swift
/// HStack(spacing: 2) {
///   Text("21°")
///   Spacer()
///   Text("Feels like 25°")
/// }
/// ```
public struct HStack<Content: View>: View {
  /// How children of different heights line up.
  public var alignment: VerticalAlignment
  /// Columns between adjacent children.
  public var spacing: Int
  /// The children.
  public var content: Content

  /// Creates a row of the views `content` builds.
  public init(
    alignment: VerticalAlignment = .center, spacing: Int = 0,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = max(0, spacing)
    self.content = content()
  }

  /// `Never`: an `HStack` is a primitive that the engine lays out itself, so it has no
  /// body.
  public typealias Body = Never

  /// Engine hook: makes the children along a horizontal axis and shares the stack's
  /// space among them by flexibility and priority (`StackLayout`).
  @MainActor public static func _resolve(_ view: Self, children: inout _ChildList) -> _Layout {
    StackLayout(axis: .horizontal, alignment: AxisAlignment(view.alignment), spacing: view.spacing)
      .resolve(view.content, children: &children)
  }
}

/// Arranges views in a column, top to bottom.
///
/// Space is shared by flexibility and ``View/layoutPriority(_:)``, as described in
/// `StackLayout`; children are aligned horizontally by `alignment`.
public struct VStack<Content: View>: View {
  /// How children of different widths line up.
  public var alignment: HorizontalAlignment
  /// Rows between adjacent children.
  public var spacing: Int
  /// The children.
  public var content: Content

  /// Creates a column of the views `content` builds.
  public init(
    alignment: HorizontalAlignment = .center, spacing: Int = 0,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = max(0, spacing)
    self.content = content()
  }

  /// `Never`: a `VStack` is a primitive that the engine lays out itself, so it has no
  /// body.
  public typealias Body = Never

  /// Engine hook: makes the children along a vertical axis and shares the stack's
  /// space among them by flexibility and priority (`StackLayout`).
  @MainActor public static func _resolve(_ view: Self, children: inout _ChildList) -> _Layout {
    StackLayout(axis: .vertical, alignment: AxisAlignment(view.alignment), spacing: view.spacing)
      .resolve(view.content, children: &children)
  }
}
