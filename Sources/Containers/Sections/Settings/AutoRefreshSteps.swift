/// The auto-refresh intervals `+` and `-` step through on the Settings screen: every 5,
/// 10, 15 … 60 minutes, then off.
///
/// `+` means *more often*, a shorter interval, and `-` *less often*; "off" is the least
/// often of all, so it sits after the hour. Stepping by 5 minutes up to an hour keeps
/// every setting a few presses away; a longer interval (a day, written in the settings
/// file) is kept until a key is pressed, which brings it back onto the steps.
///
/// ```swift
/// AutoRefreshSteps.moreOften(than: 10)   // 5
/// AutoRefreshSteps.lessOften(than: 60)   // 0, off
/// AutoRefreshSteps.moreOften(than: 0)    // 60
/// ```
public enum AutoRefreshSteps {
  /// Minutes between steps.
  public static let step = 5
  /// The longest interval on the steps; one step less often turns auto-refresh off.
  public static let longest = 60

  /// One step more often than `minutes` (0 is off): off becomes the longest interval,
  /// and the shortest stays the shortest.
  public static func moreOften(than minutes: Int) -> Int {
    guard minutes > 0 else { return longest }
    return max(step, min(minutes, longest + step) - step)
  }

  /// One step less often than `minutes` (0 is off): the longest interval, or anything
  /// beyond it, turns auto-refresh off, and off stays off.
  public static func lessOften(than minutes: Int) -> Int {
    guard minutes > 0, minutes < longest else { return 0 }
    return min(minutes + step, longest)
  }
}
