import Services

extension Location {
  /// The place as headers and lists name it: "Toronto, Ontario", or "Oslo, Norway" where
  /// there is no region.
  public var displayName: String {
    "\(name), \(region ?? country)"
  }

  /// The place in full: "Toronto, Ontario, Canada".
  public var fullName: String {
    [name, region, country].compactMap { $0 }.joined(separator: ", ")
  }
}
