/// The visible stand-ins for control characters: how text that came from outside is
/// shown without letting it drive the terminal or reorder the line it is in.
///
/// A control character written raw can move the cursor, change colours, retitle the
/// window, set the clipboard (OSC 52) or clear the screen; a C1 control such as CSI
/// (U+009B) does the same in one scalar; a bidirectional override such as RLO (U+202E)
/// makes the rest of the line read backwards, so a file name can look like another
/// ("Trojan Source", CVE-2021-42574). So nothing Stratus prints writes one raw:
///
/// - Text printed outside a frame (the command-line tool's messages and lists, a
///   snapshot diff, a render trace, the HTML report) goes through ``visible(_:)``, the
///   one function that makes outside text safe to print.
/// - A frame draws each control as its one-cell ``picture(of:)`` (`GlyphShaper` uses it),
///   and draws nothing for a bidi control, so no cell holds one.
///
/// ```swift
/// ControlPicture.visible("\u{1B}]0;PWNED\u{07}")  // "␛]0;PWNED␇"
/// ControlPicture.visible("txt.\u{202E}exe")        // #"txt.\u{202E}exe"#
/// ```
///
/// The set shown (``isControl(_:)``) is C0, DEL, C1, the line and paragraph separators,
/// the bidirectional embeddings, overrides, isolates and marks, and the byte-order mark.
/// Joiners, variation selectors and other format characters that well-formed text needs
/// (an emoji sequence, a Persian word) are left alone.
public enum ControlPicture {
  /// Whether `scalar` is one that ``visible(_:)`` replaces: a character that, written
  /// raw, can drive a terminal or silently change how the text around it reads.
  ///
  /// - C0 controls U+0000–U+001F, line feed and tab included, and DEL U+007F;
  /// - C1 controls U+0080–U+009F (CSI, OSC, NEL…), which many terminals obey;
  /// - the line and paragraph separators U+2028 and U+2029;
  /// - the bidirectional embeddings and overrides U+202A–U+202E (LRE, RLE, PDF, LRO,
  ///   RLO) and isolates U+2066–U+2069 (LRI, RLI, FSI, PDI);
  /// - the bidirectional marks U+200E, U+200F and U+061C (LRM, RLM, ALM): weaker, but
  ///   just as invisible, and enough to move a neutral character such as `/` or `.`;
  /// - the byte-order mark U+FEFF, invisible anywhere but at the start of a file.
  ///
  /// Machine output that must decode to the real text (`snapshots status --json`) uses
  /// this set to choose what to escape in its own syntax.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF:
      true
    default: false
    }
  }

  /// The one-cell picture a frame draws for `scalar` if it is a control character
  /// (``ScalarClass/control``), or `nil` for any other scalar.
  ///
  /// C0 controls become the Control Pictures block (NUL `␀` … US `␟`, so ESC is `␛`),
  /// DEL becomes `␡`, and the C1 controls and the line and paragraph separators, which
  /// have no picture, become `�` (U+FFFD). A frame is a fixed grid and a picture takes
  /// the one cell the layout gave it, so a frame cannot show the several-cell escape
  /// ``visible(_:)`` writes for a C1 control without shifting the rest of its row; it
  /// shows that a control was there, and a diff of the text it came from says which.
  /// The bidi controls are format characters (``ScalarClass/format``): a frame drops
  /// them, which is as safe, since it writes its cells one by one.
  public static func picture(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    guard ScalarClass.of(scalar) == .control else { return nil }
    // C1 controls and separators have no control picture.
    return controlPicture(of: scalar) ?? "\u{FFFD}"
  }

  /// `text` with every control character (``isControl(_:)``), line breaks and tabs
  /// included, replaced by a visible form: one line that can neither drive a terminal
  /// nor reorder itself.
  ///
  /// - C0 controls and DEL become their Control Pictures, as in a frame: `␛`, `␊`, `␡`.
  /// - Every other control becomes its Swift escape with upper-case hex: `\u{9B}`,
  ///   `\u{202E}`, `\u{FEFF}`. It names exactly which scalar was there (a `�` would not),
  ///   it is plain ASCII that no terminal obeys, it is how a snapshot diff and a render
  ///   trace's quoted values already show such scalars, and pasted into a Swift string
  ///   literal it gives the scalar back.
  ///
  /// The result is for reading, not for round trips: text that already holds `␛` or
  /// the six characters `\u{85}` looks the same as text that holds the control.
  ///
  /// - Complexity: O(*n*) in the number of scalars of `text`; text with no control is
  ///   returned as it is after one scan.
  public static func visible(_ text: some StringProtocol) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      guard isControl(scalar) else {
        result.unicodeScalars.append(scalar)
        continue
      }
      if let picture = controlPicture(of: scalar) {
        result.unicodeScalars.append(picture)
      } else {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return result
  }

  /// The Control Pictures block's picture of a C0 control or DEL, or `nil`: the block
  /// lays out NUL … US in order from U+2400 (ESC is `␛`), and DEL is `␡` (U+2421).
  private static func controlPicture(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value)
    case 0x7F: "\u{2421}"
    default: nil
    }
  }
}
