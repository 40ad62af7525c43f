/// What one assertion may do, resolved from its argument and the environment.
///
/// Resolving it in one place, from an explicit dictionary, keeps the rules testable:
/// the tests pass `["CI": "true"]` instead of changing the process environment.
struct SnapshotPolicy: Equatable, Sendable {
  /// The mode in force.
  var mode: SnapshotMode
  /// False on CI unless the assertion's argument asked for a mode: then nothing at all
  /// is written, not even a pending file.
  var writes: Bool

  /// The policy for an assertion whose `mode:` argument is `argument`.
  ///
  /// - Throws: ``SnapshotError/invalidMode(_:)`` when `STRATUS_SNAPSHOTS` holds
  ///   something that is not a mode, rather than silently using the default.
  static func resolve(
    argument: SnapshotMode?, environment: [String: String]
  ) throws(SnapshotError) -> SnapshotPolicy {
    if let argument { return SnapshotPolicy(mode: argument, writes: true) }
    let onCI = isTruthy(environment["CI"])
    var mode = SnapshotMode.missing
    if let value = environment[SnapshotMode.environmentVariable], !value.isEmpty {
      guard let named = SnapshotMode(rawValue: value.lowercased()) else {
        throw .invalidMode(value)
      }
      mode = named
    }
    return SnapshotPolicy(mode: onCI ? .never : mode, writes: !onCI)
  }

  /// `CI` counts as set unless it is missing, empty, `0` or `false` (any case), the
  /// values CI providers and people use to say "not CI".
  static func isTruthy(_ value: String?) -> Bool {
    guard let value else { return false }
    return !["", "0", "false"].contains(value.lowercased())
  }
}

extension SnapshotEnvironment {
  /// Whether text that differs from what a check expects may be written over it, by the
  /// rule goldens follow: `STRATUS_SNAPSHOTS` is `failed` or `all`, and `CI` is not set.
  ///
  /// For checks of text kept outside a golden, such as the command outputs the docs show
  /// (`DocCommandTests`), so one command re-records both and neither ever writes on CI.
  ///
  /// - Throws: ``SnapshotError/invalidMode(_:)`` when `STRATUS_SNAPSHOTS` is not a mode.
  package func overwritesMismatches() throws(SnapshotError) -> Bool {
    let policy = try SnapshotPolicy.resolve(argument: nil, environment: variables)
    return policy.writes && policy.mode.overwritesMismatch
  }
}
