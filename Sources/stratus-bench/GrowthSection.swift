import Application
import Presentation
import TextUI

/// How the cost of a pass grows with the work: the Week screen with 7 (the app's week)
/// and 10 to 10,000 days,
/// the place picker with 10 to 10,000 favourites, and the whole app in frames from 40x12
/// to 400x120.
///
/// For each size there are two benchmarks: `cold` renders with a new renderer (it must
/// grow no faster than the work), and `update` changes one item between passes on one
/// renderer (gating should keep it nearly flat). The memory column is the heap a
/// renderer holds after one cold pass: its nodes, measurements and kept frames.
/// Benchmarks are named `growth.<workload>.<size>.cold` and `….update`.
@MainActor
struct GrowthSection: Section {
  /// The sizes measured for each workload, with the heap each renderer held.
  private var rows: [(workload: String, size: String, heapBytes: Int?)] = []
  private(set) var benchmarks: [Benchmark] = []

  static let itemCounts = [10, 100, 1_000, 10_000]
  static let frameSizes = [
    Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 160, height: 48),
    Size(width: 400, height: 120),
  ]

  init() async throws {
    let screen = Size(width: 80, height: 24)
    for count in [7] + Self.itemCounts {
      let days = Self.week(days: count)
      add("week", size: "\(count)", views: days.map { WeekView(props: $0) }, in: screen)
    }
    for count in Self.itemCounts {
      let sheets = Self.picker(favourites: count)
      add(
        "favourites", size: "\(count)", views: sheets.map { LocationPickerSheet(props: $0) },
        in: screen)
    }
    for size in Self.frameSizes {
      try await addApp(size: size)
    }
  }

  /// A cold and an update benchmark for `views`, two values that differ in one item.
  private mutating func add<V: View>(_ workload: String, size: String, views: [V], in frame: Size) {
    let name = "growth.\(workload).\(size)"
    let heap = HeapUsage.held { Renderer().rendering(views[0], size: frame) }
    rows.append((workload, size, heap))
    let updating = Renderer()
    _ = updating.render(views[0], size: frame)
    var next = 1
    benchmarks += [
      Benchmark("\(name).cold") {
        Sink.consume(Renderer().render(views[0], size: frame).width)
      },
      Benchmark("\(name).update") {
        Sink.consume(updating.render(views[next], size: frame).width)
        next = 1 - next
      },
    ]
  }

  /// The app's Now screen at `size`: cold, and the clock-tick scenario's pass.
  private mutating func addApp(size: Size) async throws {
    let name = "growth.app.\(size.width)x\(size.height)"
    let scenario = AppScenario.clockTick(size: size)
    let runtime = try await scenario.launch(memoization: .enabled)
    let view = RootView(graph: runtime.graph, isTooSmall: false)
    let heap = HeapUsage.held { Renderer().rendering(view, size: size) }
    rows.append(("app", "\(size.width)x\(size.height)", heap))
    benchmarks += [
      Benchmark("\(name).cold") {
        Sink.consume(Renderer().render(view, size: size).width)
      },
      try await scenario.passBenchmark(named: "\(name).update", memoization: .enabled),
    ]
  }

  func tables(_ measurements: [String: Measurement]) -> [Table] {
    var table = Table(
      name: "growth", title: "How a pass grows with the work (update: one item changed)",
      columns: [
        .init("workload", key: "workload"), .init("size", key: "size"),
        .init("cold", key: "cold_ns"), .init("update", key: "update_ns"),
        .init("cold/update", key: "ratio"), .init("renderer heap", key: "heap_bytes"),
      ])
    for row in rows {
      let name = "growth.\(row.workload).\(row.size)"
      table.rows.append([
        .text(row.workload), .text(row.size), measurements.median("\(name).cold"),
        measurements.median("\(name).update"),
        measurements.ratio("\(name).cold", to: "\(name).update"),
        row.heapBytes.map(Table.Value.bytes) ?? .none,
      ])
    }
    return [table]
  }

  /// Two Week screens with `count` days, the first selected, that differ in the
  /// selected day's high.
  static func week(days count: Int) -> [WeekView.Props] {
    guard case .forecast(let forecast) = WeekView.Props.toronto.content else {
      preconditionFailure("the Toronto fixture shows a forecast")
    }
    let template = forecast.picker.days
    let days = (0..<count).map { index in
      var day = template[index % template.count]
      day.id = index
      day.dayOfMonth = String(index % 28 + 1)
      day.isSelected = index == 0
      return day
    }
    var changed = days
    changed[0].high += "!"
    return [days, changed].map { days in
      var forecast = forecast
      forecast.picker.days = days
      return WeekView.Props(content: .forecast(forecast), border: .rounded)
    }
  }

  /// Two picker sheets listing `count` favourites, the first highlighted, that differ in
  /// the highlighted one's name.
  static func picker(favourites count: Int) -> [LocationPickerSheet.Props] {
    let rows = (0..<count).map { index in
      LocationPickerRow.Props(
        id: "place-\(index)", text: "Place \(index), Somewhere", isHighlighted: index == 0,
        isRemovable: true, pointer: "▸")
    }
    var changed = rows
    changed[0].text += " (renamed)"
    return [rows, changed].map { rows in
      var props = LocationPickerSheet.Props.favourites
      props.rows = LocationPickerList.Props(rows: rows)
      return props
    }
  }
}

extension Renderer {
  /// Renders `view` once and returns the renderer, which holds what the pass kept.
  fileprivate func rendering<V: View>(_ view: V, size: Size) -> Renderer {
    _ = render(view, size: size)
    return self
  }
}
