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

  /// Reads `--size`, `--width` and `--height`; `--size` cannot be combined with the
  /// other two.
  init(_ arguments: ParsedArguments) throws(CommandFailure) {
    let width = try arguments.value("--width").map { value throws(CommandFailure) in
      try OptionValue.integer(value, in: 1...Frame.maximumDimension, for: "--width")
    }
    let height = try arguments.value("--height").map { value throws(CommandFailure) in
      try OptionValue.integer(value, in: 1...Frame.maximumDimension, for: "--height")
    }
    guard let size = arguments.value("--size") else {
      self = .fixed(
        Size(width: width ?? Self.standard.width, height: height ?? Self.standard.height))
      return
    }
    guard width == nil && height == nil else {
      throw .usage("--size cannot be combined with --width or --height")
    }
    if size == "auto" {
      self = .terminal
    } else {
      self = .fixed(try Self.parse(size, for: "--size"))
    }
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
