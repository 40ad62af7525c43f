import Foundation
import Testing

@testable import TextSnapshotsCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one mapping from system and Foundation errors to words: real failures of
/// Foundation's file calls read as what went wrong, never as "NSCocoaErrorDomain error".
@Suite struct SystemFailureTests {
  @Test func errnoValuesPeopleMeetReadAsPlainWords() {
    #expect(SystemFailure(code: ENOSPC).description == "no space left on the device")
    #expect(SystemFailure(code: EISDIR).description == "it is a folder")
    #expect(SystemFailure(code: ENOENT).description == "no such file or folder")
    #expect(
      SystemFailure(code: ELOOP).description
        == "too many levels of symbolic links (a link that points to itself?)")
    #expect(SystemFailure(code: EROFS).description == "the file system is read-only")
  }

  @Test func otherErrnoValuesUseTheSystemsTextInLowerCase() {
    #expect(SystemFailure(code: EBADF).description == "bad file descriptor")
  }

  @Test func foundationErrorsReadAsThePOSIXErrorUnderThem() throws {
    let package = try TemporaryPackage()
    let folder = package.root
    #expect(reading(folder) == SystemFailure(code: EISDIR))
    #expect(reading(folder.appendingPathComponent("missing")) == SystemFailure(code: ENOENT))
    #expect(writing(to: folder) == SystemFailure(code: EISDIR))
    #expect(
      writing(to: folder.appendingPathComponent("Package.swift/x"))
        == SystemFailure(code: ENOTDIR))
    do {
      _ = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/missing")
      Issue.record("listed a missing folder")
    } catch {
      #expect(SystemFailure(error) == SystemFailure(code: ENOENT))
    }
  }

  @Test func cocoaErrorsWithNothingUnderThemReadByTheirCode() {
    #expect(
      SystemFailure(CocoaError(.fileWriteOutOfSpace)).description == "no space left on the device")
    #expect(SystemFailure(CocoaError(.fileReadNoPermission)).description == "permission denied")
    let unknown = SystemFailure(CocoaError(.fileReadUnknown)).description
    #expect(unknown == "the system gave no reason (Foundation code 256)")
    #expect(!unknown.contains("NSCocoaErrorDomain"))
  }

  private func reading(_ url: URL) -> SystemFailure? {
    do {
      _ = try Data(contentsOf: url)
      return nil
    } catch {
      return SystemFailure(error)
    }
  }

  private func writing(to url: URL) -> SystemFailure? {
    do {
      try Data("x".utf8).write(to: url)
      return nil
    } catch {
      return SystemFailure(error)
    }
  }
}
