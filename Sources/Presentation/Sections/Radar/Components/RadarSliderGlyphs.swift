/// The pieces of the radar's frame slider ("○───○───●───○"), taken from the ``Glyphs``
/// table: the slider's props carry only the three it draws.
public struct RadarSliderGlyphs: Equatable, Sendable {
  /// The frame on screen.
  public var knob: String
  /// Every other frame.
  public var stop: String
  /// The line between two frames.
  public var track: String

  /// The pieces matching `glyphs`: box drawing, or seven-bit ASCII.
  public init(_ glyphs: Glyphs) {
    (knob, stop, track) = (glyphs.sliderKnob, glyphs.sliderStop, glyphs.sliderTrack)
  }
}
