/// Turns the bytes a terminal in raw mode sends into ``Key``s.
///
/// A key press arrives as one byte (`q`, Ctrl-C is 0x03), a UTF-8 sequence (`é`), or an
/// escape sequence (`ESC [ A` is the up arrow). A read may end in the middle of any of
/// them, so the decoder keeps an unfinished tail until the next read completes it.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([0x1B, 0x5B])   // []: "ESC [" may be the start of an arrow key
/// decoder.decode([0x41])         // [.up]
/// decoder.decode([0x1B])         // []: Escape, or the start of a sequence?
/// decoder.flush()                // [.escape], once no more bytes came for a moment
/// ```
///
/// What it understands:
/// - Printable ASCII and UTF-8 characters, one ``Key`` per Unicode scalar.
/// - `CR` and `LF` as Enter, `HT` as Tab, `DEL` and `BS` as Backspace; every other C0
///   control byte as Control plus the character it is the control form of (0x01 is
///   Ctrl-A, 0x1C is Ctrl-\\, 0x00 is Ctrl-@).
/// - CSI sequences (`ESC [`): arrows, Home/End, Shift-Tab, Delete, Page Up/Down and F1
///   to F12 as xterm and VT220 send them. Modifier parameters (`ESC [1;5A`,
///   Ctrl-Up) are ignored: the plain key is reported.
/// - SS3 sequences (`ESC O`): arrows, Home/End and F1 to F4.
/// - Alt (Meta) sends `ESC` before a key; the prefix is dropped, so Alt-x is `x`. Key
///   bindings here do not use Alt, and dropping it is better than reporting an Escape
///   the user did not press.
///
/// Everything else (unknown sequences such as mouse reports, invalid UTF-8, C1 controls)
/// is dropped, and only the bytes that make it up: the keys after it still arrive.
///
/// A terminal sends a lone Escape press as one `ESC` byte, which is also how every
/// sequence starts. The decoder keeps a trailing `ESC` back; the caller calls ``flush()``
/// after a short quiet time (a few tens of milliseconds) to report it as Escape.
public struct KeyDecoder: Sendable {
  /// Bytes received but not decoded yet: the start of a key whose end has not arrived.
  private var pending: [UInt8] = []

  /// Creates a decoder with nothing pending.
  public init() {}

  /// Appends `bytes` to what is pending and returns every key now complete.
  ///
  /// A trailing lone `ESC`, or an unfinished escape or UTF-8 sequence, is kept until
  /// more bytes arrive or ``flush()`` is called.
  public mutating func decode(_ bytes: some Collection<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    return decodePending(isFinal: false)
  }

  /// Returns what is pending as keys and empties it: a lone `ESC` is Escape, `ESC [` and
  /// `ESC O` are Alt-`[` and Alt-`O`, and an unfinished sequence is dropped.
  public mutating func flush() -> [Key] {
    decodePending(isFinal: true)
  }

  /// Decodes `pending` from the start, keeping back an unfinished tail unless `isFinal`.
  private mutating func decodePending(isFinal: Bool) -> [Key] {
    var keys: [Key] = []
    var start = 0
    decoding: while start < pending.count {
      switch KeyDecoder.step(pending[start...], isFinal: isFinal) {
      case .key(let key, let length):
        keys.append(key)
        start += length
      case .skip(let length):
        start += length
      case .needMore:
        break decoding
      }
    }
    pending.removeFirst(start)
    return keys
  }
}
