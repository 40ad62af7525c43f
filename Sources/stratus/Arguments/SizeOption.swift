import TextUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The frame size asked for: `--width`/`--height`, `--size WxH`, or `--size auto` for
/// the terminal's.
enum SizeOption: Equatable, Sendable {
  case fixed(Size)
  case terminal

  /// The default: 80 columns by 24 rows, the classic terminal.
  static let standard = Size(width: 80, height: 24)

  /// `--width`, `--height` and `--size`, declared once for every command that draws
  /// frames of a chosen size (`render`, `preview`, `script`).
  struct Group: OptionGroup {
    var width = Option<Int>("--width", "N", help: "columns, 1-10000 (default 80)") {
      value throws(CommandFailure) in
      try OptionValue.integer(value, in: 1...Frame.maximumDimension, for: "--width")
    }
    var height = Option<Int>("--height", "N", help: "rows, 1-10000 (default 24)") {
      value throws(CommandFailure) in
      try OptionValue.integer(value, in: 1...Frame.maximumDimension, for: "--height")
    }
    var size = Option<SizeOption>(
      "--size", "WxH|auto", help: "both at once: 100x30, or auto for the terminal's size"
    ) { value throws(CommandFailure) in
      value == "auto" ? .terminal : .fixed(try SizeOption.parse(value, for: "--size"))
    }
  }

  /// Reads `--size`, `--width` and `--height`; `--size` cannot be combined with the
  /// other two.
  init(_ arguments: ParsedArguments<Group>) throws(CommandFailure) {
    let width = try arguments[\.width]
    let height = try arguments[\.height]
    guard arguments.isGiven(\.size) else {
      self = .fixed(
        Size(width: width ?? Self.standard.width, height: height ?? Self.standard.height))
      return
    }
    guard width == nil && height == nil else {
      throw .usage("--size cannot be combined with --width or --height")
    }
    self = try arguments[\.size] ?? .terminal
  }

  /// `100x30` as a size.
  static func parse(_ value: String, for option: String) throws(CommandFailure) -> Size {
    let parts = value.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw .usage("\(option) must be WIDTHxHEIGHT like 100x30, or auto; got '\(value)'")
    }
    let range = 1...Frame.maximumDimension
    return Size(
      width: try OptionValue.integer(String(parts[0]), in: range, for: "\(option) width"),
      height: try OptionValue.integer(String(parts[1]), in: range, for: "\(option) height"))
  }

  /// The size in cells; for `.terminal`, asks the terminal.
  func resolved() throws(CommandFailure) -> Size {
    switch self {
    case .fixed(let size): return size
    case .terminal:
      guard let size = TerminalSize.current() else {
        throw .usage("--size auto needs a terminal; none of standard input, output or error is one")
      }
      return size
    }
  }
}
