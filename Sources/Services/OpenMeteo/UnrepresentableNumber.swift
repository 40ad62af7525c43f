import Foundation

/// Finds a number in JSON text that a `Double` cannot hold, and where it is.
///
/// JSON puts no limit on numbers, but `JSONDecoder` refuses `1e400` (beyond the largest
/// `Double`) and `1e-400` (so close to zero that it would read as 0) by calling the whole
/// document "not valid JSON", without a path. When that happens the decoder looks here
/// to say which value it was: `current.temperature_2m: 1e400 is too large for a number`.
///
/// The scan tracks only what a path needs: where the keys are and the indices of the
/// containers it is in, at most ``OpenMeteo/maximumNesting`` of them, since deeper text is
/// refused before any decoder runs. It assumes the text is well-formed.
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
  ///
  /// - Complexity: O(*n*) in the length of `data`. Only the keys of the path found are
  ///   read (decoding every key on the way made a document of a million keys take
  ///   seconds), and only a number with an exponent or of hundreds of digits is parsed:
  ///   without either, it lies between 10⁻³⁰⁰ and 10³⁰⁰, which a `Double` holds.
  static func first(in data: Data) -> UnrepresentableNumber? {
    data.withUnsafeBytes { first(in: $0) }
  }

  private static func first(in bytes: UnsafeRawBufferPointer) -> UnrepresentableNumber? {
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
          scope[scope.count - 1] = .object(key: index..<end)
        }
        index = end
        continue
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        var end = index + 1
        var hasExponent = false
        while end < bytes.count, isNumberByte(bytes[end]) {
          hasExponent = hasExponent || bytes[end] | 0x20 == UInt8(ascii: "e")
          end += 1
        }
        if hasExponent || end - index >= 300 {
          let text = String(decoding: bytes[index..<end], as: UTF8.self)
          if let problem = problem(with: text) {
            return UnrepresentableNumber(
              path: path(scope, in: bytes), text: text, isTooLarge: problem)
          }
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
    /// An object, with where the key whose value comes next is, once it has been read.
    case object(key: Range<Int>?)
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
  private static func endOfString(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
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
  private static func key(_ quoted: UnsafeRawBufferPointer.SubSequence) -> String {
    let object = try? JSONSerialization.jsonObject(
      with: Data(quoted), options: [.fragmentsAllowed])
    return object as? String ?? String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
  }

  private static func path(_ scope: [Scope], in bytes: UnsafeRawBufferPointer) -> String {
    var text = ""
    for container in scope {
      switch container {
      case .array(let index): text += "[\(index)]"
      case .object(let range?):
        let key = key(bytes[range])
        text += text.isEmpty ? key : ".\(key)"
      case .object(nil): break
      }
    }
    return text
  }
}
