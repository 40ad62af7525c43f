import Services

extension Location {
  /// The place and the next name up, as the header and the picker's current row name
  /// it: "Toronto, Ontario", "Oslo, Norway".
  public var displayName: String {
    "\(name), \(distinctRegion ?? country)"
  }

  /// The place in full, as the picker's rows name it: "Toronto, Ontario, Canada",
  /// "Oslo, Norway".
  public var fullName: String {
    ([name] + [distinctRegion].compactMap { $0 } + [country]).joined(separator: ", ")
  }

  /// The region, unless it is missing, blank, or the place's own name: a region that
  /// repeats the name ("Oslo, Oslo") says nothing, so it is left out.
  private var distinctRegion: String? {
    guard let region, !region.allSatisfy(\.isWhitespace), region != name else { return nil }
    return region
  }
}
