/// A key a user can press, as a key binding names it and a runtime reports it.
///
/// Write a printable key as a character literal (`"q"`, `"?"`, `"1"`) and the others by
/// name (`.enter`, `.escape`, `.left`, `.backTab`, `.ctrl("c")`).
public struct Key: Hashable, Sendable {
  /// Which key.
  public enum Code: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    /// A key that types nothing: Enter, Escape, Tab, Shift-Tab (`backTab`), Backspace
    /// or Delete.
    case enter, escape, tab, backTab, backspace, delete
    /// A key that moves: an arrow, Home, End, Page Up or Page Down.
    case up, down, left, right, home, end, pageUp, pageDown
    /// F1 to F12.
    case function(Int)
    /// Any typed text: what a text field binds (see ``View/textInput(_:action:)``). A
    /// runtime never reports it; a binding for it accepts every printable character
    /// and Backspace.
    case text
  }

  /// The key.
  public var code: Code
  /// Whether Control was held.
  public var control: Bool

  /// A key from its code, with Control held when `control` is true.
  ///
  /// The static members and character literals cover most keys; this initialiser
  /// serves the rest, such as `Key(.function(5))`.
  public init(_ code: Code, control: Bool = false) {
    self.code = code
    self.control = control
  }

  /// Enter (Return).
  public static let enter = Key(.enter)
  /// Escape.
  public static let escape = Key(.escape)
  /// Tab.
  public static let tab = Key(.tab)
  /// Shift-Tab.
  public static let backTab = Key(.backTab)
  /// Backspace.
  public static let backspace = Key(.backspace)
  /// Delete (forward delete).
  public static let delete = Key(.delete)
  /// The up arrow.
  public static let up = Key(.up)
  /// The down arrow.
  public static let down = Key(.down)
  /// The left arrow.
  public static let left = Key(.left)
  /// The right arrow.
  public static let right = Key(.right)
  /// Home.
  public static let home = Key(.home)
  /// End.
  public static let end = Key(.end)
  /// Page Up.
  public static let pageUp = Key(.pageUp)
  /// Page Down.
  public static let pageDown = Key(.pageDown)
  /// Any typed text; see ``Code/text``.
  public static let text = Key(.text)

  /// A character typed with Control held, such as Ctrl-C.
  public static func ctrl(_ character: Character) -> Key {
    Key(.character(Character(character.lowercased())), control: true)
  }
}

extension Key: ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key that types `character`, so a binding can say `"q"` rather than
  /// `Key(.character("q"))`.
  public init(extendedGraphemeClusterLiteral character: Character) {
    self.init(.character(character))
  }
}

extension Key: CustomStringConvertible {
  /// The key as a hint shows it: `q`, `Enter`, `Esc`, `Shift-Tab`, `←`, `Ctrl-C`.
  public var description: String {
    let name: String
    switch code {
    case .character(" "): name = "Space"
    case .character(let character): name = control ? character.uppercased() : String(character)
    case .enter: name = "Enter"
    case .escape: name = "Esc"
    case .tab: name = "Tab"
    case .backTab: name = "Shift-Tab"
    case .backspace: name = "Backspace"
    case .delete: name = "Delete"
    case .up: name = "↑"
    case .down: name = "↓"
    case .left: name = "←"
    case .right: name = "→"
    case .home: name = "Home"
    case .end: name = "End"
    case .pageUp: name = "PgUp"
    case .pageDown: name = "PgDn"
    case .function(let number): name = "F\(number)"
    case .text: name = "type"
    }
    return control ? "Ctrl-\(name)" : name
  }
}
