/// One edit typed into a text field: a character added or the last one deleted.
public enum TextEdit: Equatable, Sendable {
  /// A printable character was typed.
  case insert(Character)
  /// Backspace was pressed.
  case deleteBackward

  /// The edit `key` makes, or `nil` when it is not typing (a command key, an arrow,
  /// anything with Control held).
  public init?(_ key: Key) {
    guard !key.control else { return nil }
    switch key.code {
    case .character(let character) where !character.isNewline:
      self = .insert(character)
    case .backspace:
      self = .deleteBackward
    default:
      return nil
    }
  }

  /// `text` with this edit applied.
  public func applied(to text: String) -> String {
    switch self {
    case .insert(let character): text + String(character)
    case .deleteBackward: String(text.dropLast())
    }
  }
}

/// What a text field does with each edit, handed to it like an ``Action``.
///
/// Like an action it is equal only to its own copies (see ``Action`` for why).
public struct TextAction: Equatable, Sendable, _ClosureValue {
  private let perform: @MainActor @Sendable (TextEdit) -> Void
  /// Made with the action, shared by its copies: what `==` compares.
  private let identity = ClosureIdentity()

  /// An action that runs `perform` with each edit.
  public init(_ perform: @escaping @MainActor @Sendable (TextEdit) -> Void) {
    self.perform = perform
  }

  /// Runs the action.
  @MainActor public func callAsFunction(_ edit: TextEdit) {
    perform(edit)
  }

  /// Whether both are copies of one action: a closure cannot be compared (see ``Action``).
  public static func == (lhs: TextAction, rhs: TextAction) -> Bool {
    lhs.identity == rhs.identity
  }
}
