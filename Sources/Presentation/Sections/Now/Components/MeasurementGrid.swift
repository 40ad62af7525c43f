import TextUI

/// The current measurements, label on the left and value on the right: in two columns
/// when they fit across, otherwise in one.
///
/// Only measurements that were reported are listed: a missing value has no row (the
/// container leaves it out), rather than a row of dashes.
///
/// ```
/// Humidity          95%    Gust          67 km/h
/// Pressure  100.4 kPa ↓    Visibility       1 km
/// Wind chill        -11    Dew point         -3°
/// Wind       NE 48 km/h
/// ```
public struct MeasurementGrid: View, Sendable {
  /// The measurements, in reading order.
  public struct Props: Equatable, Sendable {
    /// Filled down the first column, then the second.
    public var measurements: [Measurement]

    public init(measurements: [Measurement]) {
      self.measurements = measurements
    }
  }

  /// One labelled, formatted value: "Humidity", "64%".
  ///
  /// Nested so that it never clashes with Foundation's `Measurement` in modules that
  /// import both.
  public struct Measurement: Equatable, Sendable {
    /// What is measured; unique within a grid (it identifies the row).
    public var label: String
    /// The value with its unit: "101.6 kPa ↓".
    public var value: String

    public init(label: String, value: String) {
      self.label = label
      self.value = value
    }
  }

  /// Columns between the two columns.
  static let gutter = 4
  /// The least space between a label and its value.
  static let labelGap = 2

  /// The measurements shown.
  public var props: Props

  /// Creates the grid.
  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    ViewThatFits(in: [.horizontal]) {
      HStack(alignment: .top, spacing: Self.gutter) {
        column(Array(props.measurements[..<half]))
        column(Array(props.measurements[half...]))
      }
      column(props.measurements)
    }
  }

  /// The number of measurements in the first of two columns: the larger half.
  private var half: Int { (props.measurements.count + 1) / 2 }

  /// The width of either column: the widest label and value pair.
  ///
  /// Both columns get the same width, measured from the text, so that the grid asks
  /// for exactly the room it needs: two columns are chosen only when each can show its
  /// rows whole, and the values of both columns end on the same grid lines.
  private var columnWidth: Int {
    props.measurements.map {
      DisplayWidth.of($0.label) + Self.labelGap + DisplayWidth.of($0.value)
    }.max() ?? 0
  }

  /// A column of rows, values aligned on the right; narrower than ``columnWidth`` only
  /// when the screen is.
  private func column(_ measurements: [Measurement]) -> some View {
    VStack(alignment: .leading) {
      ForEach(measurements, id: \.label) { Row(measurement: $0) }
    }
    .frame(idealWidth: columnWidth, maxWidth: columnWidth, alignment: .topLeading)
  }
}
