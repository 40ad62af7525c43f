import Foundation
import Testing

/// The tool must launch where its users are. On macOS XCTest and Swift Testing are not on
/// an executable's runtime search path, so a `stratus` that linked them would fail before
/// `main` ("Library not loaded: @rpath/XCTest.framework"). Linux has no such trap, so
/// this reads the binary's dynamic dependencies instead of launching it.
@Suite struct LinkedLibrariesTests {
  @Test func theToolLinksNoTestFramework() async throws {
    let script = Stratus.packageRoot.appendingPathComponent("Scripts/check-no-test-frameworks.sh")
    let result = try await Stratus.run(
      URL(fileURLWithPath: "/bin/bash"), [script.path, Stratus.binary.path],
      in: Stratus.packageRoot)
    #expect(result.status == 0, "\(result.output)\(result.error)")
    #expect(result.output.contains("links no test framework"))
  }

  @Test func theCheckCatchesABinaryThatLinksATestFramework() async throws {
    // This test process links both frameworks: the check must say so and fail.
    #if os(Linux)
      let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    #else
      let executable = try #require(Bundle.main.executablePath)
    #endif
    let script = Stratus.packageRoot.appendingPathComponent("Scripts/check-no-test-frameworks.sh")
    let result = try await Stratus.run(
      URL(fileURLWithPath: "/bin/bash"), [script.path, executable], in: Stratus.packageRoot)
    #expect(result.status == 1)
    #expect(result.error.contains("links a test framework"))
    #expect(result.error.contains("XCTest"))
  }
}
