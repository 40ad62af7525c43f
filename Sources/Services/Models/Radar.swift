import Foundation

/// A short sequence of precipitation maps around a location, for the Radar screen.
public struct Radar: Sendable, Equatable, Codable {
  /// One map: precipitation intensity on a grid centred on the location.
  public struct Frame: Sendable, Equatable, Codable {
    /// When the map is valid.
    public var time: Date
    /// Intensity in mm/h, row by row from north to south, each row west to east. Every
    /// row has the same length; the location is the centre cell.
    public var millimetresPerHour: [[Double]]

    public init(time: Date, millimetresPerHour: [[Double]]) {
      self.time = time
      self.millimetresPerHour = millimetresPerHour
    }

    /// Rows in the grid.
    public var rows: Int { millimetresPerHour.count }
    /// Columns in the grid.
    public var columns: Int { millimetresPerHour.first?.count ?? 0 }
  }

  /// The maps, oldest first.
  public var frames: [Frame]

  public init(frames: [Frame]) {
    self.frames = frames
  }
}
