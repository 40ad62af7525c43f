import Foundation
import Testing

/// The saved settings, through the built tool: what `render` and `script` read, what
/// only `run` and `script --save-settings` write, and what each says when the file is
/// corrupt, unreadable or cannot be written. (`run` itself is in `RunSettingsTests`.)
@Suite struct SettingsCommandTests {
  /// A script that changes everything a person can: the account, its units, a
  /// favourite, the place on screen.
  static let changes = """
    account Work
    key 5
    key u
    key l
    type Osl
    key enter
    key l
    key down
    key enter
    key esc

    """

  @Test func renderAndScriptShowTheSavedSettingsAndLeaveThemAlone() async throws {
    let data = try DataFolder()
    try await data.save(script: "account Work\nkey 5\nkey u\n")
    let saved = try #require(data.settingsBytes())
    let entries = data.entries()
    #expect(entries == [".settings.json.lock", "settings.json"])

    let render = try await data.run(["render", "settings"])
    #expect(render.status == 0)
    #expect(render.error == "")
    #expect(render.output.contains("│ ▸ Work"), "the saved account is active")
    #expect(render.output.contains("│ ▸ Metric"), "with the units saved for it")

    let commands: [([String], String?)] = [
      (
        ["render", "now", "--account", "Personal", "--units", "imperial", "--location", "Oslo"], nil
      ),
      (["script", "-"], Self.changes + "account Personal\n"),
      (["script", "-", "--account", "Personal", "--location", "Oslo"], Self.changes),
      (["preview", "NowView"], nil),
    ]
    for (arguments, input) in commands {
      let result = try await data.run(arguments, input: input)
      #expect(result.status == 0, "\(arguments): \(result.error)")
      #expect(data.settingsBytes() == saved, "\(arguments) left settings.json as it was")
      #expect(data.entries() == entries, "\(arguments) wrote nothing else")
    }
  }

  @Test func withoutSavedSettingsNothingIsCreated() async throws {
    let data = try DataFolder()
    for (arguments, input) in [(["render", "week"], nil), (["script", "-"], Self.changes)] {
      let result = try await data.run(arguments, input: input)
      #expect(result.status == 0, "\(result.error)")
      #expect(!data.exists, "\(arguments) created no data folder")
    }
  }

  @Test func scriptSaveSettingsSavesWhatTheScriptChanged() async throws {
    let data = try DataFolder()
    try await data.save(script: Self.changes)
    let now = try await data.run(["render", "now"])
    #expect(now.error == "")
    #expect(now.output.hasPrefix(" ☁️ Oslo, Norway"), "the place last shown")
    #expect(now.output.contains("km/h"), "Work's units, switched to metric")
    let picker = try await data.run(["render", "picker"])
    #expect(picker.output.contains("★ Oslo"), "Oslo became a favourite of Work's")
    let attributes = try FileManager.default.attributesOfItem(atPath: data.settingsFile.path)
    #expect(attributes[.posixPermissions] as? Int == 0o600, "it holds API keys")
  }

  @Test func aCorruptFileIsMovedAsideSaidOnceAndTheDefaultsShown() async throws {
    let data = try DataFolder()
    try FileManager.default.createDirectory(at: data.url, withIntermediateDirectories: true)
    try Data(#"{"version": 1, "accounts": ["#.utf8).write(to: data.settingsFile)
    let defaults = try await Stratus.run(["render", "now"])

    let result = try await data.run(["render", "now"])
    #expect(result.status == 0)
    #expect(result.output == defaults.output)
    let moved = try #require(data.entries().first { $0.hasPrefix("settings.json.corrupt-") })
    #expect(data.entries() == [moved], "moved aside, not deleted, and no new file written")
    #expect(
      result.error
        == "stratus render: \(data.settingsFile.path) is not valid settings (not JSON); it was moved to \(data.url.path)/\(moved) and the defaults are in use\n"
    )
    let again = try await data.run(["render", "now"])
    #expect(again.error == "", "said once: the next run finds no file")
  }

  @Test func aFileThatCannotBeReadIsNeverSavedOver() async throws {
    let data = try DataFolder()
    try FileManager.default.createDirectory(
      at: data.settingsFile, withIntermediateDirectories: true)
    let result = try await data.run(["script", "-", "--save-settings"], input: "account Work\n")
    #expect(result.status == 74)
    let file = data.settingsFile.path
    #expect(
      result.error.split(separator: "\n") == [
        "stratus script: cannot read \(file): it is a folder, not a file; the defaults are in use, and the file will not be saved over",
        "stratus script: settings were not saved: cannot write \(file): it could not be read, so it is left as it is",
      ])
    var isFolder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) && isFolder.boolValue)
  }

  @Test func withNoDataFolderRenderUsesTheDefaultsAndASaveFails() async throws {
    let nowhere = ["STRATUS_DATA_DIR": "", "XDG_STATE_HOME": "", "HOME": ""]
    let render = try await Stratus.run(["render", "now"], environment: nowhere)
    #expect(render.status == 0)
    #expect(render.error == "")
    let script = try await Stratus.run(
      ["script", "-", "--save-settings"], input: "account Work\n", environment: nowhere)
    #expect(script.status == 74)
    #expect(
      script.error
        == "stratus script: settings were not saved: there is no data folder (set STRATUS_DATA_DIR, XDG_STATE_HOME or HOME)\n"
    )
  }

  @Test(.enabled(if: Unprivileged.isAvailable, "running as root without setpriv"))
  func aReadOnlyDataFolderIsReadAndASaveSaysWhyItFailed() async throws {
    let data = try DataFolder()
    try await data.save(script: "account Work\n")
    let saved = data.settingsBytes()
    data.makeReadOnlyForUnprivilegedUser()

    let render = try await Unprivileged.run(["render", "settings"], environment: data.environment)
    #expect(render.status == 0)
    #expect(render.error == "")
    #expect(render.output.contains("│ ▸ Work"))

    let script = try await Unprivileged.run(
      ["script", "-", "--save-settings"], input: "account Personal\n", environment: data.environment
    )
    #expect(script.status == 74)
    #expect(
      script.error
        == "stratus script: settings were not saved: cannot write \(data.settingsFile.path): Permission denied\n"
    )
    #expect(data.settingsBytes() == saved)
  }
}
