import Foundation

/// Everything the screens show about one location's weather: current conditions,
/// today's extremes, the hours ahead, the week ahead and any alerts.
///
/// Any measurement may be missing (a station that does not report visibility, a source
/// that has no current temperature), so each is optional and a screen leaves out what
/// is not there rather than printing a made-up zero. Values are stored in metric units
/// (see `Measurements.swift`).
public struct Weather: Sendable, Equatable, Codable {
  /// Conditions now.
  public var current: Current
  /// Today's sunrise, sunset, high and low.
  public var today: Today
  /// The coming hours, oldest first; a full forecast has at least 24.
  public var hourly: [Hour]
  /// The coming days, today first; a full forecast has 7.
  public var daily: [Day]
  /// Warnings, watches, advisories and statements in force, most severe first.
  public var alerts: [Alert]

  public init(current: Current, today: Today, hourly: [Hour], daily: [Day], alerts: [Alert]) {
    self.current = current
    self.today = today
    self.hourly = hourly
    self.daily = daily
    self.alerts = alerts
  }
}

extension Weather {
  /// The conditions observed or forecast for now.
  public struct Current: Sendable, Equatable, Codable {
    /// When the conditions were observed.
    public var time: Date
    /// The sky, as a category.
    public var condition: WeatherCondition
    /// The sky in words ("Partly cloudy").
    public var summary: String
    /// Air temperature, °C.
    public var celsius: Double?
    /// Humidex or wind chill, when one applies.
    public var feelsLike: FeelsLike?
    /// Relative humidity, percent.
    public var humidityPercent: Int?
    /// Sea-level pressure and tendency.
    public var pressure: Pressure?
    /// Wind speed, direction and gust.
    public var wind: Wind?
    /// Visibility, km.
    public var visibilityKilometres: Double?
    /// Dew point, °C.
    public var dewPointCelsius: Double?

    public init(
      time: Date, condition: WeatherCondition, summary: String, celsius: Double? = nil,
      feelsLike: FeelsLike? = nil, humidityPercent: Int? = nil, pressure: Pressure? = nil,
      wind: Wind? = nil, visibilityKilometres: Double? = nil, dewPointCelsius: Double? = nil
    ) {
      self.time = time
      self.condition = condition
      self.summary = summary
      self.celsius = celsius
      self.feelsLike = feelsLike
      self.humidityPercent = humidityPercent
      self.pressure = pressure
      self.wind = wind
      self.visibilityKilometres = visibilityKilometres
      self.dewPointCelsius = dewPointCelsius
    }
  }

  /// Today's sun and temperature extremes.
  public struct Today: Sendable, Equatable, Codable {
    public var sunrise: Date?
    public var sunset: Date?
    /// Today's high, °C.
    public var highCelsius: Double?
    /// Today's low, °C.
    public var lowCelsius: Double?

    public init(
      sunrise: Date? = nil, sunset: Date? = nil, highCelsius: Double? = nil,
      lowCelsius: Double? = nil
    ) {
      self.sunrise = sunrise
      self.sunset = sunset
      self.highCelsius = highCelsius
      self.lowCelsius = lowCelsius
    }
  }

  /// One hour of the hourly forecast.
  public struct Hour: Sendable, Equatable, Codable {
    /// The start of the hour.
    public var time: Date
    public var condition: WeatherCondition
    /// °C.
    public var celsius: Double?
    /// Chance of precipitation, percent.
    public var precipitationChancePercent: Int?
    public var wind: Wind?

    public init(
      time: Date, condition: WeatherCondition, celsius: Double? = nil,
      precipitationChancePercent: Int? = nil, wind: Wind? = nil
    ) {
      self.time = time
      self.condition = condition
      self.celsius = celsius
      self.precipitationChancePercent = precipitationChancePercent
      self.wind = wind
    }
  }

  /// One day of the weekly forecast: a day half and a night half, either of which may
  /// be missing (this afternoon's forecast has only tonight left).
  public struct Day: Sendable, Equatable, Codable {
    /// Local midnight at the start of the day.
    public var date: Date
    public var day: Half?
    public var night: Half?

    public init(date: Date, day: Half? = nil, night: Half? = nil) {
      self.date = date
      self.day = day
      self.night = night
    }
  }

  /// The day or night half of a day's forecast.
  public struct Half: Sendable, Equatable, Codable {
    /// One line ("Cloudy with showers").
    public var summary: String
    /// The longer text forecast.
    public var description: String
    public var condition: WeatherCondition
    /// The half's high (day) or low (night), °C.
    public var celsius: Double?
    public var precipitationChancePercent: Int?
    public var wind: Wind?

    public init(
      summary: String, description: String, condition: WeatherCondition,
      celsius: Double? = nil, precipitationChancePercent: Int? = nil, wind: Wind? = nil
    ) {
      self.summary = summary
      self.description = description
      self.condition = condition
      self.celsius = celsius
      self.precipitationChancePercent = precipitationChancePercent
      self.wind = wind
    }
  }

  /// A weather alert in force (or just ended) for the location.
  public struct Alert: Sendable, Equatable, Codable {
    /// How serious the alert is, most severe first.
    public enum Kind: String, Sendable, Codable, CaseIterable, Comparable {
      case warning, watch, advisory, statement, ended

      public static func < (lhs: Kind, rhs: Kind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
      }
    }

    public var title: String
    /// When it was issued.
    public var time: Date
    public var kind: Kind
    /// Where to read the full alert.
    public var url: URL?

    public init(title: String, time: Date, kind: Kind, url: URL? = nil) {
      self.title = title
      self.time = time
      self.kind = kind
      self.url = url
    }
  }
}
