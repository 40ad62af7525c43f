import TextUI

/// A long list of one-line rows: the shape of a forecast or a favourites list grown
/// large, to measure how gating scales with the number of rows.
struct BenchRow: Equatable, Identifiable {
  var id: Int
  var title: String
  var value: Int

  /// `count` rows with distinct titles and values.
  static func rows(_ count: Int) -> [BenchRow] {
    (0..<count).map { BenchRow(id: $0, title: "Row \($0)", value: $0 * 7 % 100) }
  }
}

/// One row: a title on the left, a value on the right.
struct BenchRowView: View {
  var row: BenchRow

  var body: some View {
    HStack {
      Text(row.title)
      Spacer()
      Text("\(row.value)°")
    }
  }
}

/// The rows in a bordered column.
struct BenchListView: View {
  var rows: [BenchRow]

  var body: some View {
    VStack { ForEach(rows) { BenchRowView(row: $0) } }.border(.rounded, title: "Rows")
  }
}

/// Ten rows of ten texts, the same whatever `pass` is: a body evaluated again that gives
/// the same containers, as a container's body does when something it read changed but
/// nothing it shows did. What gate 1 pays to find that nothing in them changed.
struct SameContentView: View {
  var pass: Int

  var body: some View {
    VStack(alignment: .leading) {
      for row in 0..<10 {
        HStack(spacing: 1) {
          for column in 0..<10 { Text("\(row)\(column)") }
        }
      }
    }
    .padding(.horizontal, 1)
  }
}
