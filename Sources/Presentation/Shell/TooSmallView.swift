import TextUI

/// What the app shows instead of a broken layout when the terminal is too small.
public struct TooSmallView: View, Sendable {
  /// The smallest size the screens are designed for.
  public var minimum: Size
  /// The dash of the sentence (``Glyphs/dash``).
  public var dash: String

  public init(minimum: Size, dash: String) {
    self.minimum = minimum
    self.dash = dash
  }

  public var body: some View {
    Text("Window too small \(dash) need at least \(minimum.width)x\(minimum.height)")
      .multilineTextAlignment(.center)
      .style(.failure)
      .frame(maxWidth: .max, maxHeight: .max)
  }
}
