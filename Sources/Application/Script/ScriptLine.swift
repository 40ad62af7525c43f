import TextUI

/// One line of a scenario script, split into its command and argument, and read into a
/// ``ScenarioScript/Step``.
///
/// Every error it throws names its line, so the grammar's rules and their messages sit
/// together here; ``ScenarioScript`` documents the grammar. A word an error repeats from
/// the line is cut to 80 characters (``Echo``).
///
/// A line is split on Unicode scalars, not characters: Swift joins a combining mark or a
/// zero-width joiner to the character before it, so in `type \u{301}x` the space that
/// ends the command and the accent that starts the text are one `Character`, and a split
/// on characters would find no space at all.
struct ScriptLine {
  /// The 1-based line number.
  let number: Int
  /// The first word: `key`, `type`, `frame`, …
  let command: Substring
  /// Everything after the space that ends the command, verbatim; `nil` when there is no
  /// space.
  let argument: Substring?

  /// The commands, for the message about an unknown one.
  static let commands = ["key", "type", "tick", "resize", "account", "frame", "trace"]

  /// Splits `text`, or returns `nil` for a blank line or a comment.
  init?(_ text: Substring, number: Int) {
    var scalars = text.unicodeScalars
    if scalars.last == "\r" { scalars.removeLast() }
    let content = scalars.drop(while: Self.isBlank)
    if content.isEmpty || content.first == "#" { return nil }
    self.number = number
    if let space = content.firstIndex(of: " ") {
      command = Substring(content[..<space])
      argument = Substring(content[content.index(after: space)...])
    } else {
      // Trailing tabs too, which would otherwise make `frame<tab>` an unknown command.
      command = Self.trimmingBlanks(Substring(content))
      argument = nil
    }
  }

  /// The step the line asks for.
  func step() throws(ScriptError) -> ScenarioScript.Step {
    switch command {
    case "key": return .event(.key(try key()), line: number)
    case "type": return .event(.type(try verbatim(missing: "nothing to type")), line: number)
    case "tick": return .event(.tick(try duration()), line: number)
    case "resize": return .event(.resize(try size()), line: number)
    case "account":
      return .event(.account(try verbatim(missing: "account needs a name")), line: number)
    case "frame":
      try expectNoArgument()
      return .frame(line: number)
    case "trace":
      if word.isEmpty { return .trace(line: number) }
      guard let form = RenderTrace.Form(rawValue: String(word)) else {
        throw failure("trace takes compact, full or nothing, not '\(Echo.cut(word))'")
      }
      return .trace(line: number, form: form)
    default:
      throw failure(
        "unknown command '\(Echo.cut(command))'; commands: \(Self.commands.joined(separator: ", "))"
      )
    }
  }

  // MARK: - Arguments

  /// The argument with the spaces and tabs around it removed, for the commands that take
  /// one word; empty when there is none.
  private var word: Substring {
    argument.map(Self.trimmingBlanks) ?? ""
  }

  /// `text` without the spaces and tabs around it (scalars, so a combining mark after a
  /// blank stays: `key  \u{301}` names the mark).
  private static func trimmingBlanks(_ text: Substring) -> Substring {
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isBlank($0) }),
      let last = scalars.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return Substring(scalars[first...last])
  }

  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t"
  }

  private func key() throws(ScriptError) -> Key {
    let name = word
    if name.isEmpty { throw failure("key needs a key name; keys: \(KeyName.choices)") }
    if name.contains(where: \.isWhitespace) {
      throw failure(
        "key takes one key, found '\(Echo.cut(name))'; write each key on its own line")
    }
    guard let key = KeyName.key(named: name) else {
      throw failure("unknown key '\(Echo.cut(name))'; keys: \(KeyName.choices)")
    }
    return key
  }

  private func verbatim(missing: String) throws(ScriptError) -> String {
    guard let argument, !argument.isEmpty else { throw failure(missing) }
    return String(argument)
  }

  private func duration() throws(ScriptError) -> Duration {
    let text = word
    if text.isEmpty { throw failure("tick needs a duration, e.g. 500ms, 30s, 5m, 1h30m") }
    let milliseconds: Int
    do {
      milliseconds = try ScriptDuration.milliseconds(in: text)
    } catch .tooLarge {
      throw failure(
        "duration '\(Echo.cut(text))' is too large; a tick moves the clock at most "
          + ScriptDuration.maximumText
      )
    } catch {
      throw failure(
        "bad duration '\(Echo.cut(text))'; write digits and a unit (h, m, s, ms), largest first,"
          + " e.g. 500ms, 30s, 5m, 1h30m")
    }
    if milliseconds == 0 { throw failure("tick needs a duration more than zero") }
    return .milliseconds(milliseconds)
  }

  private func size() throws(ScriptError) -> Size {
    let text = word
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy(Self.isDigits) else {
      throw failure("bad size '\(Echo.cut(text))'; write WIDTHxHEIGHT, e.g. 100x30")
    }
    // Digits too many for an Int are a size out of range, not a malformed one.
    guard let width = Self.number(parts[0]), let height = Self.number(parts[1]),
      Self.sizeRange.contains(width), Self.sizeRange.contains(height)
    else {
      throw failure(
        "size '\(Echo.cut(text))' out of range; width and height must be 1...10000")
    }
    return Size(width: width, height: height)
  }

  /// The widths and heights `resize` accepts.
  private static let sizeRange = 1...10_000

  /// `text` as a number if it is all ASCII digits (no sign), and not too long for `Int`.
  static func number(_ text: Substring) -> Int? {
    guard isDigits(text) else { return nil }
    return Int(text)
  }

  /// Whether `text` is one or more ASCII digits.
  static func isDigits(_ text: Substring) -> Bool {
    !text.isEmpty && text.allSatisfy(isDigit)
  }

  /// `0` to `9`, alone: not another script's digit, nor one carrying a combining mark.
  static func isDigit(_ character: Character) -> Bool {
    character.isASCII && ("0"..."9").contains(character)
  }

  private func expectNoArgument() throws(ScriptError) {
    if !word.isEmpty {
      throw failure("\(command) takes nothing after it, found '\(Echo.cut(word))'")
    }
  }

  private func failure(_ message: String) -> ScriptError {
    ScriptError(line: number, message: message)
  }
}
