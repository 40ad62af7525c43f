/// The shape of the precipitation grid every radar source produces: rows × columns of
/// points `spacingDegrees` apart, centred on the location.
///
/// Fixture, file and HTTP radar all use the same grid, so the Radar screen is laid out
/// once whatever the source.
public struct RadarGrid: Sendable, Equatable {
  /// Rows, north to south; odd, so the location is the centre row.
  public var rows: Int
  /// Columns, west to east; odd, so the location is the centre column.
  public var columns: Int
  /// Degrees of latitude and longitude between neighbouring points.
  public var spacingDegrees: Double

  public init(rows: Int, columns: Int, spacingDegrees: Double) {
    self.rows = rows
    self.columns = columns
    self.spacingDegrees = spacingDegrees
  }

  /// 9 × 15 points a quarter degree apart (about 200 × 300 km at mid latitudes): 135
  /// coordinates, which one Open-Meteo request can carry.
  public static let standard = RadarGrid(rows: 9, columns: 15, spacingDegrees: 0.25)

  /// The coordinates of every point, row by row from north to south, each row from west
  /// to east: the order of ``Radar/Frame/millimetresPerHour``.
  public func coordinates(around location: Location) -> [(latitude: Double, longitude: Double)] {
    let middleRow = rows / 2
    let middleColumn = columns / 2
    return (0..<rows).flatMap { row in
      (0..<columns).map { column in
        (
          latitude: location.latitude + Double(middleRow - row) * spacingDegrees,
          longitude: location.longitude + Double(column - middleColumn) * spacingDegrees
        )
      }
    }
  }
}
