/// The grammar of terminal input: how the bytes of one key press are recognised.
extension KeyDecoder {
  /// What the bytes at the front of the input make.
  enum Step: Equatable {
    /// A key, made of the first `length` bytes.
    case key(Key, length: Int)
    /// The first `length` bytes make no key (an unknown sequence, invalid UTF-8) and are
    /// dropped.
    case skip(length: Int)
    /// The bytes are the unfinished start of a key.
    case needMore
  }

  /// The longest escape sequence accepted; a longer one is dropped, so a stream of
  /// parameter bytes cannot make the decoder hold on to input forever.
  static let maximumSequenceLength = 32

  /// Recognises the key at the start of `bytes`, which is not empty.
  ///
  /// - Parameter isFinal: no more bytes will come, so an unfinished key is resolved
  ///   (reported or dropped) rather than waited for.
  static func step(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> Step {
    let first = bytes[bytes.startIndex]
    switch first {
    case 0x1B: return escape(bytes, isFinal: isFinal)
    case 0x20..<0x7F: return .key(Key(.character(Character(Unicode.Scalar(first)))), length: 1)
    case 0x80...: return utf8Character(bytes, isFinal: isFinal)
    default: return .key(controlKey(first), length: 1)
    }
  }

  /// The key a C0 control byte or DEL stands for.
  private static func controlKey(_ byte: UInt8) -> Key {
    switch byte {
    case 0x0D, 0x0A: .enter
    case 0x09: .tab
    case 0x7F, 0x08: .backspace
    // A control byte is its letter with bit 0x40 cleared (Ctrl-A is 0x01); set it back.
    default: .ctrl(Character(Unicode.Scalar(byte | 0x40)))
    }
  }

  // MARK: - Escape sequences

  /// A key that starts with `ESC`: a CSI or SS3 sequence, Escape itself, or Alt plus a key.
  private static func escape(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> Step {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return isFinal ? .key(.escape, length: 1) : .needMore }
    switch bytes[start + 1] {
    case UInt8(ascii: "["): return controlSequence(bytes, isFinal: isFinal)
    case UInt8(ascii: "O"): return singleShift(bytes, isFinal: isFinal)
    case 0x1B: return .key(.escape, length: 1)  // Escape pressed twice
    default: return .skip(length: 1)  // the Alt prefix: the key after it is reported
    }
  }

  /// A CSI sequence: `ESC [`, parameter bytes (0x30-0x3F), intermediate bytes
  /// (0x20-0x2F) and one final byte (0x40-0x7E).
  private static func controlSequence(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> Step {
    let start = bytes.startIndex
    let altBracket = Step.key("[", length: 2)
    var length = 2
    while length < bytes.count && length < maximumSequenceLength {
      let byte = bytes[start + length]
      switch byte {
      case 0x20...0x3F:
        length += 1
      case 0x40...0x7E:
        let parameters = bytes[(start + 2)..<(start + length)]
        guard let key = controlSequenceKey(parameters: parameters, final: byte) else {
          return .skip(length: length + 1)
        }
        return .key(key, length: length + 1)
      default:
        // Not a sequence after all: drop what came so far and decode this byte afresh.
        return length == 2 ? altBracket : .skip(length: length)
      }
    }
    if length >= maximumSequenceLength { return .skip(length: length) }
    if !isFinal { return .needMore }
    return length == 2 ? altBracket : .skip(length: length)
  }

  /// The key a complete CSI sequence stands for, or `nil` for one this decoder does not
  /// know (mouse reports, focus events, bracketed-paste markers).
  private static func controlSequenceKey(parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
    // A private marker (`<`, `=`, `>`, `?`) or an intermediate byte means a report or a
    // reply, never a key.
    if parameters.contains(where: { $0 >= 0x3C || $0 < 0x30 }) { return nil }
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "P")...UInt8(ascii: "S"):  // F1-F4 with modifiers: ESC[1;5P
      return Key(.function(Int(final - UInt8(ascii: "P")) + 1))
    case UInt8(ascii: "~"):
      return firstNumber(in: parameters).flatMap(tildeKey)
    default: return nil
    }
  }

  /// The key of a VT220-style `ESC [ number ~` sequence, numbered as xterm does.
  private static func tildeKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: .home
    case 4, 8: .end
    case 3: .delete
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: Key(.function(number - 10))  // F1-F5
    case 17...21: Key(.function(number - 11))  // F6-F10; 16 is unused
    case 23, 24: Key(.function(number - 12))  // F11, F12; 22 is unused
    default: nil  // 2 is Insert, which has no Key
    }
  }

  /// The number before the first `;` or `:` of CSI parameters (the rest are modifiers),
  /// or `nil` when there is none or it is implausibly long.
  private static func firstNumber(in parameters: ArraySlice<UInt8>) -> Int? {
    let digits = parameters.prefix { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: ":") }
    guard (1...4).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) })
    else { return nil }
    return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
  }

  /// An SS3 sequence, `ESC O` and one final byte, which terminals send for the arrows,
  /// Home and End in application mode and for F1-F4.
  private static func singleShift(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> Step {
    guard bytes.count >= 3 else { return isFinal ? .key("O", length: 2) : .needMore }
    let final = bytes[bytes.startIndex + 2]
    let key: Key? =
      switch final {
      case UInt8(ascii: "A"): .up
      case UInt8(ascii: "B"): .down
      case UInt8(ascii: "C"): .right
      case UInt8(ascii: "D"): .left
      case UInt8(ascii: "H"): .home
      case UInt8(ascii: "F"): .end
      case UInt8(ascii: "P")...UInt8(ascii: "S"): Key(.function(Int(final - UInt8(ascii: "P")) + 1))
      default: nil
      }
    if let key { return .key(key, length: 3) }
    // An unknown SS3 key is dropped; a byte that cannot end one means this was Alt-O.
    return (0x40...0x7E).contains(final) ? .skip(length: 3) : .key("O", length: 2)
  }

  // MARK: - UTF-8

  /// A character encoded in two to four bytes of UTF-8.
  ///
  /// Invalid UTF-8 (a stray continuation byte, an overlong form, a surrogate, a value
  /// past U+10FFFF) and C1 controls are dropped, up to the first byte that does not fit,
  /// which is then decoded afresh.
  private static func utf8Character(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> Step {
    let start = bytes.startIndex
    let lead = bytes[start]
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
    default: return .skip(length: 1)
    }
    for offset in 1..<length {
      guard offset < bytes.count else { return isFinal ? .skip(length: offset) : .needMore }
      let byte = bytes[start + offset]
      guard byte & 0xC0 == 0x80 else { return .skip(length: offset) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    let smallestValue: UInt32 = length == 2 ? 0xA0 : length == 3 ? 0x800 : 0x1_0000
    guard value >= smallestValue, let scalar = Unicode.Scalar(value) else {
      return .skip(length: length)
    }
    return .key(Key(.character(Character(scalar))), length: length)
  }
}
