extension Snapshotting {
  /// Any value as a readable dump (``ValueDump``): one field a line, types without
  /// their module, dictionaries and sets sorted, secrets redacted.
  ///
  /// ```text
  /// BuildCard.Props(
  ///   title: "main #42",
  ///   status: .failed("3 tests failed"),
  /// )
  /// ```
  ///
  /// The clearest test of a container: a dump of the Props it derived from its
  /// services shows a reviewer every field at once.
  public static var dump: Snapshotting {
    Snapshotting(
      kind: .dump,
      make: { value, redactor in
        Snapshot(kind: .dump, text: ValueDump.text(of: value, redactor: &redactor))
      })
  }
}
