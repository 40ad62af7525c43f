import Foundation

extension OpenMeteo {
  /// Why a reply is not in Open-Meteo's format, as a sentence that names the JSON path:
  /// `missing 'hourly'`, `hourly.time[3]: expected a number`.
  ///
  /// The decoding steps throw it; the public entry points turn it into
  /// ``ClientError/malformed(source:reason:)`` with the file or URL the reply came from.
  struct FormatError: Error, Equatable {
    var reason: String

    init(_ reason: String) {
      self.reason = reason
    }
  }

  /// Decodes `data` as `T`, describing any failure by its JSON path.
  ///
  /// - Throws: ``FormatError``: `not JSON (…)` when the bytes are not JSON at all (an
  ///   empty reply, one of only white space, a syntax error); nesting deeper than
  ///   ``maximumNesting`` or more than ``maximumValues`` values, before any decoder
  ///   runs (``checkShape(of:)``); where a number is that no `Double` holds
  ///   (``UnrepresentableNumber``); and otherwise what is missing or of the wrong type,
  ///   and where.
  static func decodeReply<T: Decodable>(_ type: T.Type, from data: Data) throws(FormatError) -> T {
    guard !data.isEmpty else { throw FormatError("not JSON (the reply is empty)") }
    guard data.contains(where: { !Self.isJSONWhitespace($0) }) else {
      let bytes = data.count == 1 ? "1 byte" : "\(data.count) bytes"
      throw FormatError("not JSON (the reply is only white space, \(bytes))")
    }
    try checkShape(of: data)
    do {
      return try JSONDecoder().decode(T.self, from: data)
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      if let number = UnrepresentableNumber.first(in: data) { throw FormatError(number.reason) }
      throw FormatError("not JSON (\(syntaxProblem(in: data) ?? context.debugDescription))")
    } catch let error as DecodingError {
      throw FormatError(reason(for: error))
    } catch {
      throw FormatError("not JSON (\(error.localizedDescription))")
    }
  }

  /// A JSON path as a person writes it: `hourly.time[3]`, `[5].minutely_15`.
  static func path(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }

  // MARK: - Private

  private static func isJSONWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  private static func reason(for error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      return "missing '\(path(context.codingPath + [key]))'"
    case .valueNotFound(let type, let context):
      return located(context, "expected \(noun(for: type)), found null")
    case .typeMismatch(let type, let context):
      return located(context, "expected \(noun(for: type))")
    case .dataCorrupted(let context):
      return located(context, context.debugDescription)
    @unknown default:
      return "unreadable (\(error.localizedDescription))"
    }
  }

  private static func located(_ context: DecodingError.Context, _ problem: String) -> String {
    let location = path(context.codingPath)
    return location.isEmpty ? "top level: \(problem)" : "\(location): \(problem)"
  }

  /// What a value of `type` is called in JSON terms.
  private static func noun(for type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Int.Type, is Float.Type: "a number"
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is TimeValue.Type: "a time (a number or a string)"
    default:
      String(describing: type).hasPrefix("Array") ? "an array" : "an object"
    }
  }

  /// Where the JSON syntax goes wrong ("Invalid value around character 5"), which
  /// `JSONDecoder` does not say on every platform but `JSONSerialization` does.
  private static func syntaxProblem(in data: Data) -> String? {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return nil
    } catch {
      guard let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String,
        !detail.isEmpty
      else { return nil }
      return detail.hasSuffix(".") ? String(detail.dropLast()) : detail
    }
  }
}
