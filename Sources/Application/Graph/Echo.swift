/// What a message repeats from the app's input (a script's word, an account's name), cut
/// to a readable length.
///
/// A message the app makes is printed by `stratus` as an explanation, which it cuts only
/// at 400 characters; the words inside it that came from outside must keep to the 80
/// characters the README promises for an echo, so they are cut here, where the message
/// is made, by the rule the tool's own messages follow: the first two thirds and the last
/// third, which name most inputs best, joined by "…". A 1 MiB script line then makes a
/// message of a line, not of a megabyte.
///
/// The rule is written once, here: `stratus`'s `Message` cuts what it echoes with it too.
///
/// ```swift
/// "unknown command '\(Echo.cut(command))'"   // command cut to 80 characters
/// ```
public enum Echo {
  /// The most characters an echo keeps.
  public static let limit = 80

  /// `text`, or when it has more than `limit` characters, its start and end joined by
  /// "…", `limit` characters in all.
  public static func cut(_ text: some StringProtocol, limit: Int = Echo.limit) -> String {
    guard text.count > limit else { return String(text) }
    let head = (limit - 1) * 2 / 3
    let tail = limit - 1 - head
    return String(text.prefix(head)) + "…" + String(text.suffix(tail))
  }
}
