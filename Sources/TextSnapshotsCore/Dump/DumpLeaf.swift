import Foundation
import TextUI

/// The one-line texts of the values a dump writes whole: text, numbers, truth values,
/// Foundation's value types, secrets, closures and types.
///
/// Foundation's types are written by what they hold because their `Mirror`s differ
/// between platforms (a `Date` reflects as a struct with one field on Linux and as none
/// on macOS), and what they would show is not what a reader wants (`Data` as bytes).
enum DumpLeaf {
  /// The text of `value` when it is written on one line, or `nil` when its fields are.
  static func text(of value: Any) -> String? {
    switch value {
    case is any SecretValue: return TraceValue.redacted
    case let text as String: return quoted(text)
    case let text as Substring: return quoted(String(text))
    case let character as Character: return quoted(String(character))
    // Bound by the cast, so an optional's value is written, not `Optional(3)`.
    case let truth as Bool: return "\(truth)"
    case let integer as any BinaryInteger: return "\(integer)"
    case let number as any BinaryFloatingPoint: return "\(number)"
    case let date as Date: return iso8601(date)
    case let url as URL: return "URL(\(quoted(url.absoluteString)))"
    case let uuid as UUID: return "UUID(\(uuid.uuidString))"
    case let data as Data: return "Data(\(data.count) bytes)"
    case let decimal as Decimal: return "\(decimal)"
    case let zone as TimeZone: return "TimeZone(\(quoted(zone.identifier)))"
    case let range as any RangeExpression where isRange(range):
      // `441..<1007`, `1...5`: as Swift writes a range, not as a struct of two bounds.
      return "\(range)"
    case let type as Any.Type: return ReadableTypeName.of(type) + ".self"
    case is any _ClosureValue: return ReadableTypeName.of(type(of: value)) + "(closure)"
    default:
      let mirror = Mirror(reflecting: value)
      // A function or closure: no display style, no children, and a function type.
      if mirror.displayStyle == nil && mirror.children.isEmpty
        && String(reflecting: mirror.subjectType).contains("->")
      {
        return "(closure)"
      }
      return nil
    }
  }

  /// Whether `value` is a `Range` or a `ClosedRange`, whose descriptions are Swift's
  /// own spelling (a partial range's are not: `PartialRangeFrom(lowerBound: 1)`).
  private static func isRange(_ value: any RangeExpression) -> Bool {
    let name = String(reflecting: type(of: value))
    return name.hasPrefix("Swift.Range<") || name.hasPrefix("Swift.ClosedRange<")
  }

  /// `text` in quotes, with `\` and `"` escaped as Swift writes them and control
  /// characters shown as a frame shows them (`␛`, `\u{202E}`), so a dump cannot drive
  /// the terminal of whoever reads a diff.
  static func quoted(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count + 2)
    for character in text {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      default: escaped.append(character)
      }
    }
    return "\"" + ControlPicture.visible(escaped) + "\""
  }

  /// `date` in ISO 8601, in UTC, with fractions of a second only when it has them.
  static func iso8601(_ date: Date) -> String {
    let hasFraction = date.timeIntervalSince1970.rounded(.down) != date.timeIntervalSince1970
    return date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: hasFraction))
  }
}
