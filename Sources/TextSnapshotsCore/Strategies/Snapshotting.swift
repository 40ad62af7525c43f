/// How a value of one type becomes the text of its snapshot: the argument that
/// `assertSnapshot(of:as:)` and `assertInlineSnapshot(of:as:)` take.
///
/// ```swift
/// assertSnapshot(of: NowView(props: .toronto), as: .frame(width: 80, height: 24))
/// assertSnapshot(of: renderer.trace, as: .trace)
/// assertSnapshot(of: container.props, as: .dump)
/// assertSnapshot(of: settings, as: .json.redacting(.field("savedAt", as: "[date]")))
/// ```
///
/// A strategy makes a ``Snapshot``: text with a kind that its golden's header names.
/// Every strategy is compared the same way, byte for byte, and shown the same way, as a
/// line diff (with the changed cells for a frame), so pending files, review, orphans and
/// inline literals work alike for all of them, the strategies you make included.
///
/// Make a strategy for a type of your own from one that exists, with ``pullback(_:)``:
///
/// ```swift
/// extension Snapshotting where Value == BuildBoard {
///   /// A board as its cards' titles, one a line.
///   static var titles: Snapshotting {
///     Snapshotting<String>.lines.pullback { board in
///       board.cards.map(\.title).joined(separator: "\n")
///     }
///   }
/// }
/// ```
///
/// or from nothing, with ``init(pathExtension:kind:text:)``.
///
/// A strategy also names its golden's file extension, ``pathExtension``: `txt` (a
/// Stratus golden, with its header and fences) unless it says otherwise. Any other
/// extension stores the text exactly as the strategy made it, so a JSON snapshot can be
/// a `.json` file that an editor highlights and a JSON tool reads:
///
/// ```swift
/// var json = Snapshotting<Build>.json
/// json.pathExtension = "json"
/// ```
///
/// Unlike swift-snapshot-testing's `Snapshotting<Value, Format>`, the format is always
/// text, so there is one generic parameter, and no `Diffing`: to compare two texts
/// loosely, make them equal first, with a ``Redaction``.
public struct Snapshotting<Value> {
  /// The kind written in the snapshot's header.
  public let kind: Snapshot.Kind
  /// The extension of the golden file: `txt` (the default) for a golden with a header
  /// and fenced rows; any other, such as `json`, for a file that holds the text alone.
  ///
  /// Inline snapshots ignore it: a literal always holds fenced rows. A frame's golden is
  /// always `txt`, since its style plane needs the fences; another extension fails the
  /// assertion and says so. As in swift-snapshot-testing, it is a property you can set
  /// on any strategy, and ``pullback(_:)`` keeps it.
  public var pathExtension: String
  /// Makes the snapshot, applying the field redactions it understands.
  private let make: (Value, inout FieldRedactor) throws(SnapshotError) -> Snapshot
  /// The redactions ``redacting(_:)`` added, applied in order.
  private var redactions: [Redaction] = []

  /// A strategy that makes its snapshot with `make`, which applies the field redactions
  /// it is given (as ``dump`` and ``json`` do) by asking the ``FieldRedactor``.
  ///
  /// - Parameters:
  ///   - pathExtension: The golden's extension (see ``pathExtension``).
  ///   - kind: The kind its header names.
  ///   - make: Makes the snapshot of a value.
  public init(
    pathExtension: String = SnapshotLocation.goldenExtension,
    kind: Snapshot.Kind,
    make: @escaping (Value, inout FieldRedactor) throws(SnapshotError) -> Snapshot
  ) {
    self.pathExtension = pathExtension
    self.kind = kind
    self.make = make
  }

  /// A strategy that writes the text `text` returns, one fenced row per line, or, with
  /// a `pathExtension` other than `txt`, the text alone.
  ///
  /// ```swift
  /// let csv = Snapshotting<[Build]>(pathExtension: "csv", kind: "csv") { builds in
  ///   builds.map { "\($0.id),\($0.branch)" }.joined(separator: "\n")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - pathExtension: The golden's extension (see ``pathExtension``).
  ///   - kind: The kind its header names: a word of your own, such as `"csv"`.
  ///   - text: The text of a value.
  public init(
    pathExtension: String = SnapshotLocation.goldenExtension, kind: Snapshot.Kind = .text,
    text: @escaping (Value) -> String
  ) {
    self.init(
      pathExtension: pathExtension, kind: kind,
      make: { value, _ in Snapshot(kind: kind, text: text(value)) })
  }

  /// The snapshot of `value`, redacted.
  ///
  /// - Throws: ``SnapshotError/unmatchedRedaction(_:)`` when a redaction matched nothing,
  ///   and whatever the strategy throws (``json`` when the value cannot be encoded).
  public func snapshot(of value: Value) throws(SnapshotError) -> Snapshot {
    var redactor = FieldRedactor(redactions)
    var snapshot = try make(value, &redactor)
    var unmatched = redactor.unmatched
    for redaction in redactions {
      guard let redacted = redaction.applied(to: snapshot) else {
        if case .field = redaction.target { continue }
        unmatched.append(redaction.name)
        continue
      }
      snapshot = redacted
    }
    guard unmatched.isEmpty else { throw .unmatchedRedaction(unmatched) }
    return snapshot
  }

  /// A strategy for values of another type, which `transform` turns into this one's.
  ///
  /// ```swift
  /// Snapshotting<NowView.Props>.dump.pullback(\NowContainer.props)
  /// ```
  ///
  /// The redactions added so far come along.
  public func pullback<NewValue>(
    _ transform: @escaping (NewValue) -> Value
  ) -> Snapshotting<NewValue> {
    var pulled = Snapshotting<NewValue>(
      pathExtension: pathExtension, kind: kind,
      make: { (value, redactor) throws(SnapshotError) in
        try make(transform(value), &redactor)
      })
    pulled.redactions = redactions
    return pulled
  }

  /// This strategy, with `redactions` applied to every snapshot it makes.
  ///
  /// ```swift
  /// .dump.redacting(.field("startedAt", as: "[date]"), .uuids)
  /// ```
  ///
  /// Field redactions apply while ``dump`` or ``json`` writes the value; text
  /// redactions to the text that results, in the order given. Every redaction must
  /// match something, or the assertion fails naming it.
  public func redacting(_ redactions: Redaction...) -> Snapshotting {
    var redacting = self
    redacting.redactions += redactions
    return redacting
  }
}
