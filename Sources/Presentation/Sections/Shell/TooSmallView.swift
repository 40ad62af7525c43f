import TextUI

/// What the app shows instead of a broken layout when the terminal is too small.
public struct TooSmallView: View, Sendable {
  /// The smallest size the screens are designed for.
  public var minimum: Size

  public init(minimum: Size) {
    self.minimum = minimum
  }

  public var body: some View {
    Text("Window too small — need at least \(minimum.width)x\(minimum.height)")
      .multilineTextAlignment(.center)
      .frame(maxWidth: .max, maxHeight: .max)
  }
}
