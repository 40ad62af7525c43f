/// Everything Stratus remembers between runs: the accounts (each with its favourites,
/// preferences and key), which one is active and the location last shown.
///
/// One file holds it all (`settings.json` in the ``DataDirectory``), so a change is one
/// atomic write and the file can never be half old, half new.
public struct SavedSettings: Sendable, Equatable, Codable {
  /// The format this Stratus writes, and the newest it reads: bumped when the file's
  /// format changes, so a later Stratus can tell what wrote a file.
  public static let formatVersion = 1

  /// The format of the file, so a later Stratus can tell what wrote it.
  public var version: Int
  public var accounts: [Account]
  public var activeAccountID: Account.ID
  /// The location on screen when Stratus last saved, if it was saved.
  public var activeLocation: Location?

  public init(
    version: Int = SavedSettings.formatVersion, accounts: [Account], activeAccountID: Account.ID,
    activeLocation: Location? = nil
  ) {
    self.version = version
    self.accounts = accounts
    self.activeAccountID = activeAccountID
    self.activeLocation = activeLocation
  }
}
