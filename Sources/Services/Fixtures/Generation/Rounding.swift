extension Double {
  /// Rounded to one decimal, never −0.0: −0.04 becomes 0, not a "−0" on a screen.
  var roundedToTenth: Double {
    let rounded = (self * 10).rounded() / 10
    return rounded == 0 ? 0 : rounded
  }

  /// Rounded to a whole number, never −0.0.
  var roundedToWhole: Double {
    let rounded = self.rounded()
    return rounded == 0 ? 0 : rounded
  }

  /// A chance in 0...1 as a percentage in steps of ten, as forecasts give it.
  var percentInTens: Int {
    Int((self * 10).rounded()) * 10
  }
}

extension Wind {
  /// The wind of a fixture state: whole km/h, direction to the nearest 10°.
  init(_ state: Atmosphere.State) {
    let degrees = (state.windDegrees / 10).rounded() * 10
    self.init(
      kilometresPerHour: state.windKilometresPerHour.roundedToWhole,
      directionDegrees: degrees.truncatingRemainder(dividingBy: 360),
      gustKilometresPerHour: state.gustKilometresPerHour?.roundedToWhole)
  }
}
