import Foundation
import TextSnapshotsCore

/// Benchmarks of the value strategies: what `.dump` and `.json` cost on a large value, as
/// a test that snapshots a long list of rows pays.
enum DumpBenchmarks {
  /// How many rows the large value holds.
  static let rowCount = 10_000

  /// The value strategies' benchmarks.
  static func all() -> [Benchmark] {
    let rows = (0..<rowCount).map(Row.init)
    return [
      Benchmark("snapshot.dump.\(rowCount)rows") {
        Sink.consume((try? Snapshotting<[Row]>.dump.snapshot(of: rows))?.text.utf8.count ?? 0)
      },
      Benchmark("snapshot.json.\(rowCount)rows") {
        Sink.consume((try? Snapshotting<[Row]>.json.snapshot(of: rows))?.text.utf8.count ?? 0)
      },
    ]
  }

  /// One row of a forecast table: text, numbers, a date, an enum and an optional, the
  /// kinds of field a container's props hold.
  struct Row: Encodable {
    enum Sky: String, Encodable {
      case clear, cloudy, rain
    }
    var city: String
    var temperature: Double
    var at: Date
    var sky: Sky
    var gust: Int?

    init(_ index: Int) {
      city = "City \(index)"
      temperature = Double(index % 400) / 10 - 10
      at = Date(timeIntervalSince1970: 1_795_000_000 + Double(index) * 3_600)
      sky = [.clear, .cloudy, .rain][index % 3]
      gust = index % 4 == 0 ? nil : index % 90
    }
  }
}
