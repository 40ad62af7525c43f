import TextUI

/// Text made safe for the report page, which must be valid HTML5 and well-formed XML at
/// once.
enum HTMLText {
  /// The start of a self-contained page titled `title`, with the report's style sheet
  /// and `css` after it: everything up to the page header's `<h1>` line, which the
  /// report and the gallery then complete with their own summaries.
  static func pageStart(title: String, css: String = "") -> String {
    let escapedTitle = escaped(title)
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8"/>
      <meta name="viewport" content="width=device-width, initial-scale=1"/>
      <meta name="color-scheme" content="light dark"/>
      <title>\(escapedTitle)</title>
      <style>\(ReportStyle.css)\(css)</style>
      </head>
      <body>
      <header>
      <h1>\(escapedTitle)</h1>

      """
  }

  /// `text` escaped for element content and for quoted attribute values alike.
  ///
  /// The five markup characters become references (`&amp;`, `&lt;`, `&gt;`, `&quot;`,
  /// `&#39;`): `&#39;` rather than `&apos;`, which HTML 4 browsers do not know. Control
  /// characters first go through `ControlPicture.visible(_:)`, as everything the tool
  /// prints does: C0 controls become their Control Pictures (ESC prints as "␛", a tab as
  /// "␉", DEL as "␡"), and C1 controls and the bidirectional controls and marks become
  /// visible escapes such as `\u{9B}` and `\u{202E}`. XML 1.0 forbids C0 controls even as
  /// references, a raw tab would take a width that depends on the browser, and a raw
  /// RLO would make a file name read backwards. The escapes are plain text rather than
  /// markup (a `<span>`), since the same text goes into `title` attributes. The
  /// noncharacters U+FFFE and U+FFFF, also forbidden in XML, become "\u{FFFD}".
  ///
  /// Escaping works on Unicode scalars, not `Character`s, so a control character glued
  /// to its neighbour in one grapheme cluster ("\r\n") is still caught.
  ///
  /// - Complexity: O(*n*) in the scalars of `text`.
  static func escaped<Text: StringProtocol>(_ text: Text) -> String {
    // Most text (a frame's rows, a plane) has nothing to escape: copied as it is.
    guard text.unicodeScalars.contains(where: needsEscaping) else { return String(text) }
    let visible = ControlPicture.visible(text)
    var escaped = ""
    escaped.reserveCapacity(visible.utf8.count)
    for scalar in visible.unicodeScalars {
      switch scalar {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      case "\u{FFFE}", "\u{FFFF}": escaped += "\u{FFFD}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// Whether `scalar` is written otherwise by ``escaped(_:)``.
  private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "&", "<", ">", "\"", "'", "\u{FFFE}", "\u{FFFF}": true
    default: ControlPicture.isControl(scalar)
    }
  }

  /// The `id` of a snapshot's section, derived from its path so that a link to it stays
  /// the same from one report to the next:
  /// `Snapshots/T/S/test.2.txt` -> `snapshot-Snapshots/T/S/test.2.txt`.
  ///
  /// ASCII letters, digits, `-`, `.` and `/` are kept (all are valid in an `id` and in a
  /// URL fragment); every other byte of the UTF-8 path, `_` included, becomes `_` and two
  /// hex digits. Because `_` always starts such an escape, two paths never share an id.
  /// The preview gallery names its sections the same way, with a prefix of its own.
  static func anchor(for path: String, prefix: String = "snapshot-") -> String {
    var anchor = prefix
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "/"):
        anchor.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        anchor += "_" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return anchor
  }
}
