/// Sample screens, one per state the Radar screen handles.
extension RadarView.Props {
  /// 서울 at 05:00 as a band of heavy rain crosses the city, paused on the current frame.
  public static let seoul = RadarView.Props(map: .seoul, controls: .seoul, legend: .seoul)

  /// Toronto at 15:00, snowing everywhere.
  public static let toronto = RadarView.Props(
    map: .toronto, controls: .toronto, legend: .toronto)

  /// 서울 playing, on the last frame.
  public static let playing = RadarView.Props(
    map: .seoulLastFrame, controls: .playing, legend: .seoul)

  /// Reykjavík: the source sent no frames.
  public static let reykjavik = RadarView.Props(
    map: .reykjavik, controls: .noFrames, legend: .reykjavik)

  /// Toronto, waiting for the first reply.
  public static let loading = RadarView.Props(
    map: .loading, controls: .loading, legend: .toronto)

  /// Toronto, whose first request failed.
  public static let failed = RadarView.Props(
    map: .failed, controls: .noFrames, legend: .toronto)

  /// 서울 in plain ASCII.
  public static let seoulASCII = RadarView.Props(
    map: .seoulASCII, controls: .seoulASCII, legend: .seoulASCII)
}

extension RadarView: Previewable {
  public static let fixtures: [Fixture<RadarView>] = [
    Fixture("seoul", RadarView(props: .seoul)),
    Fixture("toronto", RadarView(props: .toronto)),
    Fixture("playing", RadarView(props: .playing)),
    Fixture("reykjavik", RadarView(props: .reykjavik)),
    Fixture("loading", RadarView(props: .loading)),
    Fixture("failed", RadarView(props: .failed)),
    Fixture("ascii", RadarView(props: .seoulASCII)),
  ]
}
