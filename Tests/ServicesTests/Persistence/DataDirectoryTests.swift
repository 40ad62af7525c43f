import Foundation
import Services
import Testing

@Suite struct DataDirectoryTests {
  @Test func stratusDataDirWinsOverEverything() throws {
    let url = try DataDirectory.resolve(environment: [
      "STRATUS_DATA_DIR": "/data/stratus", "XDG_STATE_HOME": "/state", "HOME": "/home/ada",
    ])
    #expect(url.path == "/data/stratus")
  }

  @Test func xdgStateHomeComesNext() throws {
    let url = try DataDirectory.resolve(environment: [
      "XDG_STATE_HOME": "/state", "HOME": "/home/ada",
    ])
    #expect(url.path == "/state/stratus")
  }

  @Test func aRelativeXdgStateHomeIsIgnoredAsTheSpecificationSays() throws {
    let url = try DataDirectory.resolve(environment: [
      "XDG_STATE_HOME": "state", "HOME": "/home/ada",
    ])
    #expect(url.path == "/home/ada/.local/state/stratus")
  }

  @Test func noVariableAtAllIsAClearError() {
    #expect(
      throws: PersistenceError.noDataDirectory(
        reason: "set STRATUS_DATA_DIR, XDG_STATE_HOME or HOME")
    ) {
      try DataDirectory.resolve(environment: [:])
    }
  }
}
