import Services
import TextUI

/// Turns the key bindings of a pass into the footer's hints.
enum KeyHints {
  /// The hints for `bindings` (topmost first): one per key, the topmost binding winning;
  /// neighbours with the same label merged ("1-5 tabs", "←/→ day").
  ///
  /// With `ascii`, keys whose names are arrows are spelled out ("Left").
  static func hints(for bindings: [KeyBinding], ascii: Bool) -> [KeyHintsState.Hint] {
    var seen: Set<Key> = []
    var groups: [(keys: [Key], label: String)] = []
    for binding in bindings where seen.insert(binding.key).inserted {
      if let last = groups.indices.last, groups[last].label == binding.label {
        groups[last].keys.append(binding.key)
      } else {
        groups.append(([binding.key], binding.label))
      }
    }
    return groups.map {
      KeyHintsState.Hint(key: name(of: $0.keys, ascii: ascii), label: $0.label)
    }
  }

  /// "1-5" for a run of consecutive digits, otherwise the keys joined by "/": how the
  /// footer and the help name a key or a group of keys.
  static func name(of keys: [Key], ascii: Bool) -> String {
    let digits = keys.compactMap { key -> Int? in
      guard case .character(let character) = key.code, !key.control else { return nil }
      return character.wholeNumberValue
    }
    if keys.count > 2, digits.count == keys.count,
      digits == Array(digits[0]...digits[0] + keys.count - 1)
    {
      return "\(digits[0])-\(digits[digits.count - 1])"
    }
    return keys.map { ascii ? asciiName(of: $0) : $0.description }.joined(separator: "/")
  }

  /// The key's name in seven-bit ASCII.
  private static func asciiName(of key: Key) -> String {
    switch key.code {
    case .left: "Left"
    case .right: "Right"
    case .up: "Up"
    case .down: "Down"
    default: key.description
    }
  }
}
