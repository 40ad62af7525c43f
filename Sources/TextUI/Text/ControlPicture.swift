/// The visible stand-ins for control characters: how text that came from outside is
/// shown without letting it drive the terminal.
///
/// A control character written raw can move the cursor, change colours, retitle the
/// window or clear the screen, so nothing Stratus shows writes one. A frame draws each
/// as its picture (`GlyphShaper` uses ``picture(of:)``); text printed outside a frame,
/// such as the command-line tool's error messages, goes through ``visible(_:)``. One
/// table serves both, so a message and a frame show the same ESC the same way.
///
/// ```swift
/// ControlPicture.visible("\u{1B}]0;PWNED\u{07}")  // "␛]0;PWNED␇"
/// ```
public enum ControlPicture {
  /// The picture of `scalar` if it is a control character (``ScalarClass/control``), or
  /// `nil` for any other scalar.
  ///
  /// C0 controls become the Control Pictures block (NUL `␀` … US `␟`, so ESC is `␛`),
  /// DEL becomes `␡`, and the C1 controls and the line and paragraph separators, which
  /// have no picture, become `�` (U+FFFD).
  public static func picture(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    guard ScalarClass.of(scalar) == .control else { return nil }
    switch scalar.value {
    case 0x00..<0x20: return Unicode.Scalar(0x2400 + scalar.value)  // ␀ … ␟
    case 0x7F: return "\u{2421}"  // ␡
    default: return "\u{FFFD}"  // C1 controls and separators have no control picture
    }
  }

  /// `text` with every control character, line breaks and tabs included, replaced by
  /// its ``picture(of:)``: one line that cannot drive a terminal.
  ///
  /// - Complexity: O(*n*) in the number of scalars of `text`.
  public static func visible(_ text: some StringProtocol) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(picture(of: scalar) ?? scalar)
    }
    return String(result)
  }
}
