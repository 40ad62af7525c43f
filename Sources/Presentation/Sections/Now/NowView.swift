import TextUI

/// The Now screen: the temperature, the hours ahead and the current measurements, or
/// why they are not there yet.
///
/// It draws the content area only (the shell draws the header, tabs and key hints) and
/// adapts to the space it is given without being told it: with room to spare each
/// part sits in a titled box; when the boxes would not fit down the screen, the parts
/// are stacked bare with a divider. Each part then adapts across by itself (large or
/// one-line temperature, fewer or more hours, one or two columns of measurements).
///
/// Each part is its own view fed only its own data, so new data or a units toggle
/// re-renders only what differs: the humidity row and the hour labels keep their
/// frames when only temperatures, speeds and pressures change.
public struct NowView: View, Sendable {
  /// What the screen shows.
  public struct Props: Equatable, Sendable {
    /// Which of the screen's states to draw.
    public var content: Content
    /// The lines of boxes and dividers (``Glyphs/border``).
    public var border: BorderStyle
    /// The air quality, beside the temperature when both fit across; `nil` before it is
    /// asked for.
    public var airQuality: AirQualityPanel.Props?

    public init(content: Content, border: BorderStyle, airQuality: AirQualityPanel.Props? = nil) {
      self.content = content
      self.border = border
      self.airQuality = airQuality
    }
  }

  /// The states of the screen.
  ///
  /// Loading and failure carry no weather: when the container has earlier weather for
  /// the place (a refresh in flight, or one that failed), it shows that as `.loaded`,
  /// and the shell's toast tells of the failure.
  public enum Content: Equatable, Sendable {
    /// No weather to show: loading it, or the fetch failed with nothing earlier.
    case message(CentredMessage.Props)
    /// The weather to show.
    case loaded(Forecast)
  }

  /// The three parts of a loaded screen, each the props of its own component.
  public struct Forecast: Equatable, Sendable {
    public var temperature: TemperaturePanel.Props
    public var hourly: HourlyStrip.Props
    public var measurements: MeasurementGrid.Props

    public init(
      temperature: TemperaturePanel.Props, hourly: HourlyStrip.Props,
      measurements: MeasurementGrid.Props
    ) {
      self.temperature = temperature
      self.hourly = hourly
      self.measurements = measurements
    }
  }

  /// The data shown.
  public var props: Props

  /// Creates the screen.
  public init(props: Props) {
    self.props = props
  }

  public var body: some View {
    switch props.content {
    case .message(let message):
      CentredMessage(props: message)
    case .loaded(let forecast):
      ViewThatFits(in: [.vertical]) {
        boxed(forecast)
        stacked(forecast)
      }
    }
  }

  /// Each part in a titled box, with a blank row under the temperature: for screens
  /// with rows to spare.
  private func boxed(_ forecast: Forecast) -> some View {
    VStack(alignment: .leading) {
      temperature(forecast).padding(.horizontal, 1)
      Text(" ")
      HourlyStrip(props: forecast.hourly)
        .padding(.horizontal, 1)
        .frame(maxWidth: .max, alignment: .leading)
        .border(props.border, title: "Hourly")
      if !forecast.measurements.measurements.isEmpty {
        MeasurementGrid(props: forecast.measurements)
          .padding(.horizontal, 1)
          .frame(maxWidth: .max, alignment: .leading)
          .border(props.border, title: "Conditions")
      }
    }
  }

  /// The parts one under the other with one divider: for short screens.
  private func stacked(_ forecast: Forecast) -> some View {
    VStack(alignment: .leading) {
      temperature(forecast)
      HourlyStrip(props: forecast.hourly)
      if !forecast.measurements.measurements.isEmpty {
        Divider(props.border)
        MeasurementGrid(props: forecast.measurements)
      }
    }
  }

  /// The temperature, with the air quality beside it when both fit across: the panel
  /// gives way first, so a narrow screen keeps the temperature whole.
  @ViewBuilder private func temperature(_ forecast: Forecast) -> some View {
    if let airQuality = props.airQuality {
      ViewThatFits(in: [.horizontal]) {
        HStack(alignment: .top, spacing: 3) {
          TemperaturePanel(props: forecast.temperature)
          AirQualityPanel(props: airQuality)
        }
        TemperaturePanel(props: forecast.temperature)
      }
    } else {
      TemperaturePanel(props: forecast.temperature)
    }
  }
}
