import Testing

@testable import Services

/// The rules by which a save writes only its own changes over what another process saved
/// meanwhile.
@Suite struct SavedSettingsMergingTests {
  let base = SavedSettings(
    accounts: Account.fixtures.all, activeAccountID: "personal",
    activeLocation: Location.fixtures.toronto)

  func changing(_ change: (inout SavedSettings) -> Void) -> SavedSettings {
    var settings = base
    change(&settings)
    return settings
  }

  @Test func twoFieldsOfOnePreferencesChangedBySeparateSessionsAreBothKept() {
    let mine = changing { $0.accounts[0].preferences.units = .imperial }
    let theirs = changing { $0.accounts[0].preferences.autoRefreshMinutes = 30 }

    let merged = SavedSettings.merging(changesFrom: base, to: mine, into: theirs)

    #expect(merged.accounts[0].preferences == Preferences(units: .imperial, autoRefreshMinutes: 30))
    #expect(merged.accounts[1] == base.accounts[1])
  }

  @Test func theSameFieldChangedByBothTakesTheLaterSave() {
    let mine = changing { $0.accounts[0].preferences.autoRefreshMinutes = 5 }
    let theirs = changing { $0.accounts[0].preferences.autoRefreshMinutes = 30 }
    #expect(
      SavedSettings.merging(changesFrom: base, to: mine, into: theirs)
        .accounts[0].preferences.autoRefreshMinutes == 5)
  }

  @Test func fieldsThisSessionDidNotChangeKeepWhatTheOtherSaved() {
    let mine = changing { $0.activeLocation = Location.fixtures.oslo }
    let theirs = changing {
      $0.activeAccountID = "work"
      $0.accounts[1].favourites = [Location.fixtures.seoul]
    }

    let merged = SavedSettings.merging(changesFrom: base, to: mine, into: theirs)

    #expect(merged.activeLocation == Location.fixtures.oslo)
    #expect(merged.activeAccountID == "work")
    #expect(merged.accounts[1].favourites == [Location.fixtures.seoul])
  }

  @Test func aListOfPlacesIsOneValue() {
    let mine = changing { $0.accounts[0].favourites = [Location.fixtures.oslo] }
    let theirs = changing { $0.accounts[0].favourites.append(Location.fixtures.seoul) }
    #expect(
      SavedSettings.merging(changesFrom: base, to: mine, into: theirs)
        .accounts[0].favourites == [Location.fixtures.oslo])
  }

  @Test func accountsAreMatchedByIDAddedAndRemovedByEither() {
    let holiday = Account(id: "holiday", displayName: "Holiday", home: Location.fixtures.seoul)
    let school = Account(id: "school", displayName: "School", home: Location.fixtures.oslo)
    let mine = changing {
      $0.accounts.removeLast()  // work
      $0.accounts.append(holiday)
    }
    let theirs = changing {
      $0.accounts.append(school)
      $0.accounts[0].displayName = "Me"
    }

    let merged = SavedSettings.merging(changesFrom: base, to: mine, into: theirs)

    #expect(merged.accounts.map(\.id) == ["personal", "school", "holiday"])
    #expect(merged.accounts[0].displayName == "Me")
  }

  @Test func withoutABaseOrAnythingSavedTheSaveIsWhole() {
    let mine = changing { $0.accounts[0].preferences.units = .imperial }
    let theirs = changing { $0.accounts[0].preferences.autoRefreshMinutes = 30 }
    #expect(SavedSettings.merging(changesFrom: nil, to: mine, into: theirs) == mine)
    #expect(SavedSettings.merging(changesFrom: base, to: mine, into: nil) == mine)
  }

  @Test func theAPIKeySurvivesTheMerge() {
    let mine = changing { $0.accounts[1].preferences.units = .imperial }
    let merged = SavedSettings.merging(changesFrom: base, to: mine, into: base)
    #expect(merged.accounts[1].apiKey == Account.fixtures.work.apiKey)
    #expect(merged == mine)
  }
}
