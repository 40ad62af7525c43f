import TextUI

/// A few lines centred in a screen's space: what a section shows instead of its data
/// while loading it or after failing to.
///
/// It is a presentational view without the usual kit (no `Props` struct, no fixtures,
/// no container): its whole input is the lines, and the screens that use it show it in
/// their own loading and failed fixtures.
struct CentredMessage: View, Sendable {
  /// The lines, top to bottom; an empty string leaves a blank line.
  var lines: [String]

  /// Creates the message.
  init(lines: [String]) {
    self.lines = lines
  }

  /// "Loading the weather for Toronto…": a screen waiting for its first weather.
  static func loadingWeather(for place: String) -> CentredMessage {
    CentredMessage(lines: ["Loading the weather for \(place)…"])
  }

  /// The first fetch failed and there is nothing earlier to show: what went wrong, in
  /// the words Clouds used, and the key that tries again.
  static let failed = CentredMessage(lines: [
    "Something broke. Make sure your device is online and try again.", "",
    "Press r to retry",
  ])

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
