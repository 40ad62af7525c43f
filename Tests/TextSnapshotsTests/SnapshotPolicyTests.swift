import Testing

@testable import TextSnapshotsCore

@Suite struct SnapshotPolicyTests {
  private func policy(
    _ argument: SnapshotMode? = nil, _ environment: [String: String] = [:]
  ) throws -> SnapshotPolicy {
    try SnapshotPolicy.resolve(argument: argument, environment: environment)
  }

  @Test func defaultIsMissingAndWrites() throws {
    #expect(try policy() == SnapshotPolicy(mode: .missing, writes: true))
  }

  @Test(arguments: SnapshotMode.allCases)
  func environmentVariableChoosesTheMode(mode: SnapshotMode) throws {
    #expect(try policy(nil, ["STRATUS_SNAPSHOTS": mode.rawValue]).mode == mode)
    #expect(try policy(nil, ["STRATUS_SNAPSHOTS": mode.rawValue.uppercased()]).mode == mode)
  }

  @Test func argumentWinsOverEnvironment() throws {
    #expect(try policy(.all, ["STRATUS_SNAPSHOTS": "never"]).mode == .all)
  }

  @Test func emptyEnvironmentVariableMeansTheDefault() throws {
    #expect(try policy(nil, ["STRATUS_SNAPSHOTS": ""]).mode == .missing)
  }

  @Test func invalidEnvironmentVariableIsAnErrorNamingIt() {
    #expect(throws: SnapshotError.invalidMode("sometimes")) {
      try policy(nil, ["STRATUS_SNAPSHOTS": "sometimes"])
    }
    #expect(
      SnapshotError.invalidMode("sometimes").description
        == "STRATUS_SNAPSHOTS=sometimes is not a mode; use one of never, missing, failed, all")
  }

  @Test(arguments: ["true", "1", "yes", "TRUE", "github-actions"])
  func ciWritesNothingEvenWhenTheEnvironmentAsks(ci: String) throws {
    #expect(try policy(nil, ["CI": ci]) == SnapshotPolicy(mode: .never, writes: false))
    #expect(
      try policy(nil, ["CI": ci, "STRATUS_SNAPSHOTS": "all"])
        == SnapshotPolicy(mode: .never, writes: false))
  }

  @Test(arguments: ["", "0", "false", "False"])
  func ciSetToAFalseValueIsNotCI(ci: String) throws {
    #expect(try policy(nil, ["CI": ci]) == SnapshotPolicy(mode: .missing, writes: true))
  }

  @Test func argumentWritesEvenOnCI() throws {
    #expect(try policy(.failed, ["CI": "true"]) == SnapshotPolicy(mode: .failed, writes: true))
  }

  @Test func onlyFailedAndAllOffCIOverwriteTextKeptOutsideAGolden() throws {
    func overwrites(_ variables: [String: String]) throws -> Bool {
      try SnapshotEnvironment(variables: variables, isTerminal: false).overwritesMismatches()
    }
    #expect(try !overwrites([:]))
    #expect(try !overwrites(["STRATUS_SNAPSHOTS": "missing"]))
    #expect(try overwrites(["STRATUS_SNAPSHOTS": "failed"]))
    #expect(try overwrites(["STRATUS_SNAPSHOTS": "all", "CI": "false"]))
    #expect(try !overwrites(["STRATUS_SNAPSHOTS": "failed", "CI": "true"]))
    #expect(throws: SnapshotError.invalidMode("often")) {
      try overwrites(["STRATUS_SNAPSHOTS": "often"])
    }
  }
}
