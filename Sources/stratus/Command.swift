import Application

/// A command line, parsed.
enum Command: Equatable {
  case help
  case render(Screen, width: Int, height: Int, fenced: Bool, ascii: Bool)

  static let usage = """
    USAGE: stratus render <screen> [--width N] [--height N] [--ascii] [--fence]

    SCREENS: \(Screen.allCases.map(\.rawValue).joined(separator: ", "))

    OPTIONS:
      --width N    columns, 1...10000 (default 80)
      --height N   rows, 1...10000 (default 24)
      --ascii      draw with ASCII only, for terminals without emoji or box drawing
      --fence      print the frame in its snapshot form, rows between | fences
      -h, --help   show this help
    """

  /// Parses the arguments after the program name.
  ///
  /// - Throws: ``UsageError`` naming the first thing that is wrong.
  init(parsing arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    guard let verb = remaining.popFirst() else { throw UsageError("missing command") }
    if verb == "-h" || verb == "--help" || verb == "help" {
      self = .help
      return
    }
    guard verb == "render" else { throw UsageError("unknown command '\(verb)'") }
    var screen: Screen?
    var width = 80
    var height = 24
    var fenced = false
    var ascii = false
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help":
        self = .help
        return
      case "--width": width = try Command.dimension("--width", remaining.popFirst())
      case "--height": height = try Command.dimension("--height", remaining.popFirst())
      case "--fence": fenced = true
      case "--ascii": ascii = true
      case _ where argument.hasPrefix("-"):
        throw UsageError("unknown option '\(argument)'")
      case _ where screen == nil:
        guard let named = Screen(rawValue: argument) else {
          throw UsageError("unknown screen '\(argument)'")
        }
        screen = named
      default:
        throw UsageError("unexpected argument '\(argument)'")
      }
    }
    guard let screen else { throw UsageError("render needs a screen") }
    self = .render(screen, width: width, height: height, fenced: fenced, ascii: ascii)
  }

  private static func dimension(_ option: String, _ value: String?) throws(UsageError) -> Int {
    guard let value else { throw UsageError("\(option) needs a value") }
    guard let number = Int(value), (1...10_000).contains(number) else {
      throw UsageError("\(option) must be a whole number from 1 to 10000, got '\(value)'")
    }
    return number
  }
}

/// A command line that cannot be run, with the reason in one line.
struct UsageError: Error, Equatable {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
