import Application
import TextUI

/// The text of a message the tool prints: control characters made visible, and anything
/// it echoes cut to a readable length.
///
/// Messages repeat what they are about: the option a person mistyped, the file that
/// would not open, the time string a server sent. Those words come from outside, and
/// printed raw they could drive the person's terminal (an ESC sequence in
/// `--location $'\e]0;PWNED\a'` retitles the window) or bury the message (a 128 KB
/// argument). So every message is a `Message`, and a `Message` can only be written as a
/// string literal whose interpolated values are treated as untrusted:
///
/// ```swift
/// throw .usage("unknown location '\(name)'; places: \(details: list)")  // name cut to 80
/// throw CommandFailure(.ioError, "cannot delete \(path: file): \(details: error)")
/// ```
///
/// - A plain interpolation `\(value)` is an *echo*: a word the tool repeats (an option,
///   a place, a time). It is cut to ``echoLimit`` characters.
/// - `\(path: value)` is a file or folder the person must find: kept whole up to
///   ``detailsLimit`` characters, since a path cut at 80 no longer leads anywhere.
/// - `\(details: value)` is an *explanation* written elsewhere (an error's description,
///   which may itself quote a server's text, or a list of choices). It is cut to
///   ``detailsLimit`` characters.
/// - Everything, the literal text included, goes through `ControlPicture.visible(_:)`,
///   the one function everything the tool prints from outside goes through: C0
///   controls become the pictures frames draw (`␛`, `␇`, `␊`), and C1 controls and
///   bidirectional overrides (which a terminal may obey, or which reorder the line)
///   become escapes that name them (`\u{9B}`, `\u{202E}`).
///
/// A cut keeps the start and the end, which name most inputs best (a path's folder and
/// its file, a sentence's subject and its verdict), with "…" between them.
struct Message: Equatable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
  /// The text, safe to print as it is.
  let text: String

  /// The most characters an echoed value keeps.
  static let echoLimit = 80
  /// The most characters a path or an explanation keeps.
  static let detailsLimit = 400

  init(stringLiteral value: String) {
    text = ControlPicture.visible(value)
  }

  init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
  }

  var description: String { text }

  var isEmpty: Bool { text.isEmpty }

  struct StringInterpolation: StringInterpolationProtocol {
    fileprivate var text = ""

    init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + interpolationCount * 16)
    }

    mutating func appendLiteral(_ literal: String) {
      text += ControlPicture.visible(literal)
    }

    /// An echoed value: visible, and cut to ``Message/echoLimit`` characters.
    mutating func appendInterpolation<Value>(_ value: Value) {
      text += Message.shown(String(describing: value), limit: Message.echoLimit)
    }

    /// A path: visible, and cut to ``Message/detailsLimit`` characters.
    mutating func appendInterpolation<Value>(path value: Value) {
      text += Message.shown(String(describing: value), limit: Message.detailsLimit)
    }

    /// An explanation written elsewhere: visible, and cut to ``Message/detailsLimit``
    /// characters.
    mutating func appendInterpolation<Value>(details value: Value) {
      text += Message.shown(String(describing: value), limit: Message.detailsLimit)
    }

    /// A report of several lines that the tool wrote itself (a gating failure): each
    /// line's controls shown as pictures, its line breaks kept, nothing cut.
    mutating func appendInterpolation(lines value: String) {
      text += value.split(separator: "\n", omittingEmptySubsequences: false)
        .map { ControlPicture.visible(String($0)) }.joined(separator: "\n")
    }
  }

  /// `text` with its controls as pictures and, when it is longer than `limit`
  /// characters, only its first two thirds and last third of `limit`, joined by "…".
  static func shown(_ text: String, limit: Int) -> String {
    Echo.cut(ControlPicture.visible(text), limit: limit)
  }
}
