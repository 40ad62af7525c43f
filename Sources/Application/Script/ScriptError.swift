/// Why a scenario script could not be read or run, and on which line.
///
/// Reading stops at the first error, so a script has at most one; its
/// ``description`` (`line 3: unknown key 'entr'; keys: …`) is what `stratus script`
/// prints, and names the choices when the problem is a wrong word.
public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The 1-based line of the script at fault.
  public var line: Int
  /// What is wrong with it, without the line number.
  public var message: String

  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// `line N: message`.
  public var description: String { "line \(line): \(message)" }
}
