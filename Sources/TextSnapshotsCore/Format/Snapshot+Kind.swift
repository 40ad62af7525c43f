extension Snapshot {
  /// What produced a snapshot: the word its golden's header names (`frame`, `json`, …).
  ///
  /// A kind is open, not a closed list: a strategy of your own names its kind, and its
  /// golden says it, `# stratus-snapshot 1 csv 20x3`, so a reviewer knows what the rows
  /// are. The five kinds Stratus makes are constants; their words are those goldens have
  /// always had, so every golden written before kinds were open reads the same.
  ///
  /// ```swift
  /// let csv = Snapshotting<[Build]>(kind: "csv") { builds in
  ///   builds.map { "\($0.id),\($0.branch)" }.joined(separator: "\n")
  /// }
  /// ```
  ///
  /// Only the `.frame` kind changes how a snapshot is read (its style plane and changed
  /// cells); every other kind is compared and diffed as lines.
  public struct Kind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
  {
    /// The word written in the header.
    public let rawValue: String

    /// The kind named `rawValue`; `nil` when it is not one word a header can hold: it must
    /// be non-empty and made of ASCII letters, digits, `-` and `_` (the header is split on
    /// spaces).
    public init?(rawValue: String) {
      guard Self.isValid(rawValue) else { return nil }
      self.rawValue = rawValue
    }

    /// The kind a literal names, as in `Snapshotting(kind: "csv")`.
    ///
    /// A literal that is not one word (see ``init(rawValue:)``) is a programming error,
    /// caught the first time the strategy is made.
    public init(stringLiteral value: String) {
      precondition(
        Self.isValid(value),
        "a snapshot kind is one word of ASCII letters, digits, - and _, not \"\(value)\"")
      rawValue = value
    }

    /// The word, as the header writes it.
    public var description: String { rawValue }

    /// Whether `word` can be a header's kind.
    private static func isValid(_ word: String) -> Bool {
      !word.isEmpty
        && word.utf8.allSatisfy { byte in
          switch byte {
          case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
          default: false
          }
        }
    }
  }
}

extension Snapshot.Kind {
  /// A rendered frame: every row exactly `width` columns.
  public static let frame: Snapshot.Kind = "frame"
  /// A render trace's text (`RenderTrace.text`).
  public static let trace: Snapshot.Kind = "trace"
  /// Any other text, one fenced row per line.
  public static let text: Snapshot.Kind = "text"
  /// A value's readable dump (``ValueDump``).
  public static let dump: Snapshot.Kind = "dump"
  /// A value encoded as JSON, pretty-printed with sorted keys.
  public static let json: Snapshot.Kind = "json"
}
