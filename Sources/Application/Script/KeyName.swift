import TextUI

/// The names a scenario script gives keys (`key enter`, `key ctrl-c`), read and written.
///
/// A script names a printable key by the character itself (`key l`, `key ?`, `key 1`)
/// and every other key by a word: `enter`, `esc`, `pagedown`, `f5`, `ctrl-c`. Words are
/// read case-insensitively (`Enter` works) and written in their canonical lowercase
/// spelling, so a key read from a script can be written back out and read again:
///
/// ```swift
/// KeyName.key(named: "Escape")   // Key.escape
/// KeyName.name(for: .escape)     // "esc"
/// KeyName.name(for: "l")         // "l"
/// ```
///
/// These are not ``Key/description``: that is what the footer shows (`↑`, `PgUp`), made to
/// be read on screen; these are made to be typed in a text file.
public enum KeyName {
  /// The keys with a word for a name, each under its canonical name, in the order the
  /// docs list them.
  private static let wordKeys: [(name: String, key: Key)] = [
    ("enter", .enter), ("esc", .escape), ("tab", .tab), ("shift-tab", .backTab),
    ("backspace", .backspace), ("delete", .delete), ("up", .up), ("down", .down),
    ("left", .left), ("right", .right), ("home", .home), ("end", .end),
    ("pageup", .pageUp), ("pagedown", .pageDown), ("space", Key(.character(" "))),
  ]

  /// F1 to F12, as `f1` to `f12`.
  private static let functionKeys = (1...12).map { (name: "f\($0)", key: Key(.function($0))) }

  private static let canonical = wordKeys + functionKeys

  /// Other spellings a script may use; never written.
  private static let aliases: [String: Key] = ["escape": .escape, "backtab": .backTab]

  private static let keysByName: [String: Key] = Dictionary(
    uniqueKeysWithValues: canonical.map { ($0.name, $0.key) }
  ).merging(aliases) { canonical, _ in canonical }

  private static let namesByKey: [Key: String] = Dictionary(
    uniqueKeysWithValues: canonical.map { ($0.key, $0.name) })

  /// The prefix of a Control chord's name: `ctrl-c` is Ctrl-C.
  private static let controlPrefix = "ctrl-"

  /// Every name a script may use, for error messages and the docs.
  public static let choices =
    "a single character, "
    + wordKeys.map(\.name).joined(separator: ", ")
    + ", f1...f12, ctrl-a...ctrl-z"

  /// The key `name` stands for, or `nil` when it names none.
  ///
  /// A single character other than whitespace is that character's key, whatever its case
  /// (`L` is a capital L); anything longer is a word, read case-insensitively.
  public static func key(named name: some StringProtocol) -> Key? {
    if name.count == 1, let character = name.first, !character.isWhitespace {
      return Key(.character(character))
    }
    let word = name.lowercased()
    if let key = keysByName[word] { return key }
    if word.hasPrefix(controlPrefix) {
      let letter = word.dropFirst(controlPrefix.count)
      if letter.count == 1, let character = letter.first, isControlLetter(character) {
        return .ctrl(character)
      }
    }
    return nil
  }

  /// The canonical name of `key`, or `nil` for a key a script cannot press (``Key/text``,
  /// whitespace other than Space, Control with anything but a letter).
  public static func name(for key: Key) -> String? {
    if let name = namesByKey[key] { return name }
    guard case .character(let character) = key.code, !character.isWhitespace else {
      return nil
    }
    if key.control {
      return isControlLetter(character) ? controlPrefix + String(character) : nil
    }
    return String(character)
  }

  /// Whether `character` can follow `ctrl-`: a lowercase ASCII letter, as ``Key/ctrl(_:)``
  /// stores it.
  private static func isControlLetter(_ character: Character) -> Bool {
    ("a"..."z").contains(character)
  }
}
