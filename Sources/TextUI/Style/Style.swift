/// How a cell is drawn besides its character: colours, attributes, and the name of the
/// palette role it was declared as.
///
/// A style is both what a view asks for and what a cell ends up with. A view asks with a
/// modifier (``View/style(_:)``, ``View/foregroundColor(_:)``, ``View/bold()``…) and
/// everything it draws, children included, inherits the request, the way SwiftUI's
/// environment flows down: a field left `nil` keeps the enclosing view's value, and
/// attributes add up. So `VStack { … }.foregroundColor(.blue)` makes every text in the
/// stack blue unless a text inside asks for another colour.
///
/// An app names its styles by role rather than by colour (`temp.cold`,
/// `alert.severe`), declares them once in a palette, and gives views roles: a theme is
/// then one table, and a snapshot shows `alert` where a cell's role is `alert`, whatever
/// colour the palette gives it.
///
/// ```swift
/// extension Style {
///   static let alert = Style(foreground: .red, attributes: .bold).named("alert", letter: "a")
/// }
/// Text("Storm warning").style(.alert)
/// ```
public struct Style: Hashable, Sendable {
  /// The text's colour; `nil` keeps the enclosing view's (at the top, the terminal's).
  public var foreground: Color?
  /// The background's colour; `nil` keeps the enclosing view's.
  public var background: Color?
  /// Attributes added to the enclosing view's.
  public var attributes: TextAttributes
  /// The role this style was declared as, if any: what snapshots show for it.
  public var role: Role? {
    get { roleID.role }
    set { roleID = Role.ID(newValue) }
  }
  /// The role, as its number in the roles declared so far: a style is then plain data,
  /// so copying one (which the engine does for every styled label it keeps) costs no
  /// reference count, and comparing two compares numbers.
  private var roleID: Role.ID

  /// A style that sets the given fields and leaves the rest to the enclosing view.
  public init(
    foreground: Color? = nil, background: Color? = nil, attributes: TextAttributes = [],
    role: Role? = nil
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
    self.roleID = Role.ID(role)
  }

  /// No colour, no attribute, no role: how a cell is drawn unless a view says otherwise.
  public static let plain = Style()

  /// Whether the style draws as the terminal's defaults do and names no role.
  public var isPlain: Bool {
    (foreground ?? .default) == .default && (background ?? .default) == .default
      && attributes.isEmpty && roleID == .none
  }

  /// This style as the role `name`, shown in snapshots as `letter`.
  ///
  /// A letter is declared rather than assigned, so that adding a role to the palette
  /// never changes the letters of the others in existing snapshots.
  public func named(_ name: String, letter: Character) -> Style {
    var style = self
    style.role = Role(name: name, letter: letter)
    return style
  }

  /// `self` inside a view that asked for `inner`: `inner`'s colours where it sets them,
  /// both attribute sets, and `inner`'s role if it names one.
  public func applying(_ inner: Style) -> Style {
    var style = self
    style.foreground = inner.foreground ?? foreground
    style.background = inner.background ?? background
    style.attributes = attributes.union(inner.attributes)
    if inner.roleID != .none { style.roleID = inner.roleID }
    return style
  }

  /// The style as a cell holds it: `.default` colours written as `nil`, so that two
  /// ways of saying "the terminal's colour" are one style.
  var normalized: Style {
    var style = self
    if foreground == .default { style.foreground = nil }
    if background == .default { style.background = nil }
    return style
  }
}

extension Style {
  /// The name of a palette role, and the letter snapshots mark its cells with.
  public struct Role: Hashable, Sendable {
    /// The role's name: `alert`, `temp.cold`.
    ///
    /// Keep it within 15 bytes of UTF-8: a string that short is stored inside its value,
    /// so copying a style that names it (which the engine does for every styled label it
    /// keeps) costs no reference count.
    public var name: String
    /// One character, unique within the app's palette.
    public var letter: Character

    /// A role called `name`, marked `letter` in snapshots.
    public init(name: String, letter: Character) {
      self.name = name
      self.letter = letter
    }
  }
}

extension Style: CustomStringConvertible {
  /// The style as snapshots list it: `fg=red bg=#102030 bold underline`, or `plain`.
  public var description: String {
    var words: [String] = []
    if let foreground, foreground != .default { words.append("fg=\(foreground)") }
    if let background, background != .default { words.append("bg=\(background)") }
    for (attribute, name) in TextAttributes.named where attributes.contains(attribute) {
      words.append(name)
    }
    return words.isEmpty ? "plain" : words.joined(separator: " ")
  }
}
