import TextUI

/// A few lines centred in the Now screen's space: what it shows instead of the weather
/// while loading it or after failing to.
struct NowMessage: View, Sendable {
  /// The lines, top to bottom; an empty string leaves a blank line.
  var lines: [String]

  /// Creates the message.
  init(lines: [String]) {
    self.lines = lines
  }

  var body: some View {
    VStack {
      Spacer()
      ForEach(lines, id: \.self) { line in
        Text(line.isEmpty ? " " : line).multilineTextAlignment(.center)
      }
      Spacer()
    }
    .padding(.horizontal, 2)
    .frame(maxWidth: .max, maxHeight: .max)
  }
}
