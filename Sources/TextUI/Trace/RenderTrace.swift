/// The record of one pass: each view evaluated, redrawn, reused or evicted, in tree
/// order, with the reason.
///
/// Turn it on with ``Renderer/isTracing``; read it from ``Renderer/lastTrace``. Its
/// ``text`` is stable (indented by depth, one line per entry, a summary line last), so a
/// test can snapshot it like a frame:
///
/// ```text
/// redrawn NowContainer (changed below)
///   evaluated NowView (observed WeatherService.state changed)
///     evaluated Text (input changed: content "21°" -> "22°")
///     reused HourlyStrip
/// evaluated 2, redrawn 1, reused 1, evicted 0
/// ```
///
/// Tracing costs nothing when it is off. When it is on, field changes and observed
/// properties are found by reflection (`Mirror`), and values marked secret (see
/// ``Secret``) print as `<redacted>`.
public struct RenderTrace: Equatable, Sendable, CustomStringConvertible {
  /// One line of the trace.
  public struct Entry: Equatable, Sendable {
    /// How many traced views this one is nested in.
    public var depth: Int
    /// The view's type name, with its ``ForEach`` id when it has one: `Row["oslo"]`.
    public var view: String
    /// What the pass did with it.
    public var event: Event
    /// Whether the view is the engine's (a stack, a modifier, `Text`) rather than one
    /// the app declares: the compact form folds it into the app's view around it.
    public var isEngineView: Bool

    /// An entry; the renderer makes them, a test may build one to compare with.
    public init(depth: Int, view: String, event: Event, isEngineView: Bool = false) {
      self.depth = depth
      self.view = view
      self.event = event
      self.isEngineView = isEngineView
    }
  }

  /// What a pass did with a view.
  public enum Event: Equatable, Sendable {
    /// Its body ran (for a primitive: its layout was rebuilt).
    case evaluated(Reason)
    /// Its value was unchanged, but it was laid out and drawn again.
    case redrawn(Reason)
    /// Its value was unchanged and its frame was reused: nothing below it ran.
    case reused
    /// The pass no longer produced it, so its node and everything it kept were dropped.
    case evicted
  }

  /// Why a view was evaluated or redrawn.
  public enum Reason: Equatable, Sendable {
    /// It is new.
    case first
    /// Its value is not `==` the last one; the fields that differ, as far as reflection
    /// can tell.
    case inputChanged([FieldChange])
    /// Something its last evaluation read through Observation changed: the properties
    /// (`WeatherService.state`) whose values differ, as far as reflection can tell.
    case observed([String])
    /// Something below it changed.
    case changedBelow
    /// It was given another size.
    case sizeChanged(from: Size, to: Size)
    /// It kept its size but was offered other space, so its children may be placed
    /// differently.
    case offerChanged(from: ProposedSize, to: ProposedSize)
    /// Another part of it became visible.
    case visiblePartChanged
    /// It was never drawn before (it was out of view).
    case notDrawnBefore
    /// The renderer was made with memoisation off.
    case memoizationOff
  }

  /// One field whose value changed.
  public struct FieldChange: Equatable, Sendable {
    /// The path from the view: `props.temperature`, `hours[3].time`.
    public var path: String
    /// The old value, or `nil` when it is not shown (a nested view, a secret).
    public var old: String?
    /// The new value, or `nil` when it is not shown.
    public var new: String?

    /// A field change; the renderer finds them by reflection, a test may build one to
    /// compare with.
    public init(path: String, old: String?, new: String?) {
      self.path = path
      self.old = old
      self.new = new
    }
  }

  /// The entries, in tree order.
  public var entries: [Entry]

  /// A trace of the given entries, in tree order.
  public init(entries: [Entry]) {
    self.entries = entries
  }

  /// The full form: the entries as text, one a line indented by depth, then the summary
  /// line, each ending in a newline. ``compactText`` is the short form.
  ///
  /// Each line goes through ``ControlPicture/visible(_:)``: a line repeats values from
  /// outside (a place name from a data source, the text typed in a field, a `ForEach` id),
  /// so a C1 control or a bidi override in one prints as `\u{9B}` or `\u{202E}`, and the
  /// text is safe to print as it is.
  public var text: String {
    var text = ""
    for entry in entries {
      var line = "\(entry.event) \(entry.view)"
      if let reason = entry.event.reason { line += " (\(reason))" }
      text += String(repeating: "  ", count: entry.depth) + ControlPicture.visible(line) + "\n"
    }
    return text + summary + "\n"
  }

  /// `evaluated 7, redrawn 1, reused 41, evicted 0`.
  public var summary: String {
    var counts = (evaluated: 0, redrawn: 0, reused: 0, evicted: 0)
    for entry in entries {
      switch entry.event {
      case .evaluated: counts.evaluated += 1
      case .redrawn: counts.redrawn += 1
      case .reused: counts.reused += 1
      case .evicted: counts.evicted += 1
      }
    }
    return "evaluated \(counts.evaluated), redrawn \(counts.redrawn), "
      + "reused \(counts.reused), evicted \(counts.evicted)"
  }

  /// The trace as ``text``, so that `print(trace)` shows it whole.
  public var description: String { text }
}

extension RenderTrace.Event: CustomStringConvertible {
  /// The reason, for the events that have one.
  public var reason: RenderTrace.Reason? {
    switch self {
    case .evaluated(let reason), .redrawn(let reason): reason
    case .reused, .evicted: nil
    }
  }

  /// The event as a trace line starts: `evaluated`, `redrawn`, `reused` or `evicted`.
  public var description: String {
    switch self {
    case .evaluated: "evaluated"
    case .redrawn: "redrawn"
    case .reused: "reused"
    case .evicted: "evicted"
    }
  }
}

extension RenderTrace.Reason: CustomStringConvertible {
  /// The most field changes a line lists before summing up the rest.
  static let listedChanges = 3

  /// The reason as a trace line shows it in parentheses: `first`,
  /// `input changed: props.temperature 21 -> 22`, `observed WeatherService.state changed`.
  /// At most three field changes are listed; the rest are counted.
  public var description: String {
    switch self {
    case .first: return "first"
    case .inputChanged(let changes):
      guard !changes.isEmpty else { return "input changed" }
      var listed = changes.prefix(Self.listedChanges).map(\.description)
      if changes.count > Self.listedChanges {
        listed.append("and \(changes.count - Self.listedChanges) more")
      }
      return "input changed: " + listed.joined(separator: "; ")
    case .observed(let properties):
      guard !properties.isEmpty else { return "observed change" }
      return "observed " + properties.joined(separator: ", ") + " changed"
    case .changedBelow: return "changed below"
    case .sizeChanged(let old, let new): return "size \(old) -> \(new)"
    case .offerChanged(let old, let new): return "offered \(old) -> \(new)"
    case .visiblePartChanged: return "visible part changed"
    case .notDrawnBefore: return "not drawn before"
    case .memoizationOff: return "memoisation off"
    }
  }
}

extension RenderTrace.FieldChange: CustomStringConvertible {
  /// `props.temperature 21 -> 22`, or `content changed` when the values are not shown.
  public var description: String {
    guard let old, let new else { return "\(path) changed" }
    return "\(path) \(old) -> \(new)"
  }
}

extension RenderTrace.Reason {
  /// Why a node whose content did not change is drawn again.
  init(redrawing old: Node.Placement?, as new: Node.Placement) {
    guard let old else {
      self = .notDrawnBefore
      return
    }
    if old.size != new.size {
      self = .sizeChanged(from: old.size, to: new.size)
    } else if old.proposal != new.proposal {
      self = .offerChanged(from: old.proposal, to: new.proposal)
    } else {
      self = .visiblePartChanged
    }
  }
}
