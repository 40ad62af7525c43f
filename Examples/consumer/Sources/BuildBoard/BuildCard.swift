import TextUI

/// One build in a box: the project and its badge on top, then the branch, then each
/// step with how long it took.
///
/// ```
/// ╭─ weather-app ──────────────╮
/// │ main · #128       [ FAIL ] │
/// │────────────────────────────│
/// │ build                  42s │
/// │ test                1m 05s │
/// ╰────────────────────────────╯
/// ```
///
/// Like every presentational view, it draws the data it is given and nothing else:
/// whoever builds the props has already worded the durations.
public struct BuildCard: View, Sendable {
  /// Everything the card shows.
  public struct Props: Equatable, Sendable {
    /// The project's name, in the box's title.
    public var project: String
    /// The branch and the build's number: `main · #128`.
    public var build: String
    /// How the build is doing.
    public var status: StatusBadge.Status
    /// Each step's name and how long it took, in order.
    public var steps: [Step]

    /// One step of a build.
    public struct Step: Equatable, Sendable {
      /// `build`, `test`.
      public var name: String
      /// `42s`, `1m 05s`, or `…` while it runs.
      public var duration: String

      public init(name: String, duration: String) {
        self.name = name
        self.duration = duration
      }
    }

    public init(project: String, build: String, status: StatusBadge.Status, steps: [Step]) {
      self.project = project
      self.build = build
      self.status = status
      self.steps = steps
    }
  }

  /// The data shown.
  public var props: Props

  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    VStack(alignment: .leading) {
      HStack(spacing: 1) {
        Text(props.build).lineLimit(1)
        Spacer()
        StatusBadge(props.status)
      }
      .padding(.horizontal, 1)
      Divider()
      ForEach(props.steps, id: \.name) { step in
        HStack(spacing: 1) {
          Text(step.name).lineLimit(1)
          Spacer()
          Text(step.duration)
        }
        .padding(.horizontal, 1)
      }
    }
    .border(.rounded, title: props.project)
  }
}

/// Sample builds, for tests and previews.
extension BuildCard.Props {
  /// A build whose tests failed.
  public static let failedTests = BuildCard.Props(
    project: "weather-app", build: "main · #128", status: .failing,
    steps: [
      Step(name: "build", duration: "42s"),
      Step(name: "test", duration: "1m 05s"),
    ])

  /// A build still running its tests.
  public static let running = BuildCard.Props(
    project: "天気", build: "feature/radar · #7", status: .running,
    steps: [
      Step(name: "build", duration: "38s"),
      Step(name: "test", duration: "…"),
    ])
}
