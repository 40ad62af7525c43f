import Foundation

/// Finds a number in JSON text that a `Double` cannot hold, and where it is.
///
/// JSON puts no limit on numbers, but `JSONDecoder` refuses `1e400` (beyond the largest
/// `Double`) and `1e-400` (so close to zero that it would read as 0) by calling the whole
/// document "not valid JSON", without a path. When that happens the decoder looks here
/// to say which value it was: `current.temperature_2m: 1e400 is too large for a number`.
///
/// The scan tracks only what a path needs: the keys and indices of the containers it is
/// in. It assumes the text is well-formed, which `JSONSerialization` has checked first.
struct UnrepresentableNumber: Equatable {
  /// Where the number is, as ``OpenMeteo/path(_:)`` writes it: `hourly.time[3]`.
  var path: String
  /// The number as written.
  var text: String
  /// Whether it is too large (rather than too close to zero).
  var isTooLarge: Bool

  /// Why the number cannot be read, with its path.
  var reason: String {
    "\(path.isEmpty ? "top level" : path): \(text) is "
      + (isTooLarge ? "too large for a number" : "too close to zero for a number")
  }

  /// The first number in `data` that is not a finite `Double`, or that reads as zero
  /// though its digits are not all zeros; `nil` when every number fits.
  static func first(in data: Data) -> UnrepresentableNumber? {
    let bytes = [UInt8](data)
    var scope: [Scope] = []
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "{"): scope.append(.object(key: nil))
      case UInt8(ascii: "["): scope.append(.array(index: 0))
      case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = scope.popLast()
      case UInt8(ascii: ","):
        switch scope.last {
        case .array(let position): scope[scope.count - 1] = .array(index: position + 1)
        case .object: scope[scope.count - 1] = .object(key: nil)
        case nil: break
        }
      case UInt8(ascii: "\""):
        let end = endOfString(bytes, from: index)
        if case .object(key: nil) = scope.last {
          scope[scope.count - 1] = .object(key: key(bytes[index..<end]))
        }
        index = end
        continue
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        var end = index + 1
        while end < bytes.count, isNumberByte(bytes[end]) { end += 1 }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        if let problem = problem(with: text) {
          return UnrepresentableNumber(path: path(scope), text: text, isTooLarge: problem)
        }
        index = end
        continue
      default: break
      }
      index += 1
    }
    return nil
  }

  // MARK: - Private

  private enum Scope {
    /// An object, with the key whose value comes next once it has been read.
    case object(key: String?)
    case array(index: Int)
  }

  /// `true` for a number too large, `false` for one too close to zero, `nil` when it fits.
  private static func problem(with text: String) -> Bool? {
    guard let value = Double(text), value.isFinite else { return true }
    let mantissa = text.prefix { $0 != "e" && $0 != "E" }
    let hasDigits = mantissa.contains { $0 >= "1" && $0 <= "9" }
    return value == 0 && hasDigits ? false : nil
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+")
      || byte == UInt8(ascii: "-")
  }

  /// The index just past the string that starts with the quote at `start`.
  private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start + 1
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\\") {
        index += 2
        continue
      }
      if bytes[index] == UInt8(ascii: "\"") { return index + 1 }
      index += 1
    }
    return bytes.count
  }

  /// A key's text with its escapes read, as `JSONSerialization` reads a string.
  private static func key(_ quoted: ArraySlice<UInt8>) -> String {
    let object = try? JSONSerialization.jsonObject(
      with: Data(quoted), options: [.fragmentsAllowed])
    return object as? String ?? String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
  }

  private static func path(_ scope: [Scope]) -> String {
    var text = ""
    for container in scope {
      switch container {
      case .array(let index): text += "[\(index)]"
      case .object(let key?): text += text.isEmpty ? key : ".\(key)"
      case .object(nil): break
      }
    }
    return text
  }
}
