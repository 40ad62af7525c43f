extension Snapshotting {
  /// Any value as `String(describing:)` writes it: its `description` when it has one,
  /// one fenced row per line.
  ///
  /// ```swift
  /// assertSnapshot(of: build.status, as: .description)
  /// ```
  ///
  /// It is swift-snapshot-testing's `.description`, and `.lines` pulled back along
  /// `String(describing:)`, so its golden is the one that pullback writes. Prefer
  /// ``dump`` for a value whose description leaves fields out: a description says what
  /// its author chose to show, and a changed field it hides never fails the test.
  public static var description: Snapshotting {
    Snapshotting<String>.lines.pullback { String(describing: $0) }
  }
}
