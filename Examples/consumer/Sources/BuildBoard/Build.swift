import Foundation

/// A build as a CI server reports it: the model the card's props are made from.
///
/// It is `Codable` because it arrives as JSON; the card never sees it. ``BuildCard/Props``
/// is what the card shows, made by ``BuildCard/Props/init(_:)``, which is where the
/// wording happens (`65` seconds become `1m 05s`).
public struct Build: Codable, Equatable, Sendable {
  /// The server's id for the build, different in every run of a pipeline.
  public var id: UUID
  /// `weather-app`.
  public var project: String
  /// `main`.
  public var branch: String
  /// The build's number on its branch.
  public var number: Int
  /// When the first step started.
  public var startedAt: Date
  /// Each step's name and how many seconds it took; `nil` while it runs.
  public var steps: [Step]
  /// Whether any step failed.
  public var failed: Bool

  /// One step of a build.
  public struct Step: Codable, Equatable, Sendable {
    public var name: String
    public var seconds: Int?

    public init(name: String, seconds: Int?) {
      self.name = name
      self.seconds = seconds
    }
  }

  public init(
    id: UUID, project: String, branch: String, number: Int, startedAt: Date, steps: [Step],
    failed: Bool
  ) {
    self.id = id
    self.project = project
    self.branch = branch
    self.number = number
    self.startedAt = startedAt
    self.steps = steps
    self.failed = failed
  }
}

extension BuildCard.Props {
  /// What the card shows of `build`: its status from its steps, each duration worded.
  public init(_ build: Build) {
    let running = build.steps.contains { $0.seconds == nil }
    self.init(
      project: build.project,
      build: "\(build.branch) · #\(build.number)",
      status: build.failed ? .failing : running ? .running : .passing,
      steps: build.steps.map { step in
        Step(name: step.name, duration: step.seconds.map(Self.duration) ?? "…")
      })
  }

  /// `42s`, or `1m 05s` from a minute on.
  static func duration(_ seconds: Int) -> String {
    seconds < 60 ? "\(seconds)s" : "\(seconds / 60)m " + String(format: "%02ds", seconds % 60)
  }
}

/// Sample builds, for tests and previews.
extension Build {
  /// A build whose tests failed after a minute.
  public static let failedTests = Build(
    id: UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!,
    project: "weather-app", branch: "main", number: 128,
    startedAt: Date(timeIntervalSince1970: 1_795_000_000),
    steps: [Step(name: "build", seconds: 42), Step(name: "test", seconds: 65)],
    failed: true)
}
