// swift-tools-version: 6.0
import PackageDescription

// The module graph is the architecture (Docs/Architecture.md explains it). The `targets` below
// declare it and the compiler enforces it; it is drawn here, in the README and in
// Docs/Architecture.md, and `ModuleGraphDocTests` fails when a drawing and the targets differ.
// No other edge may be added: Presentation cannot import Services, so a presentational view
// cannot reach a service even by accident. An arrow points to the modules a module depends on:
//
//   TextUI            (the engine)
//   TextSnapshotsCore -> TextUI
//   TextSnapshots     -> TextSnapshotsCore, TextUI       (for test targets only)
//   Presentation      -> TextUI
//   Services          (Foundation and Observation only)
//   Binders           -> Services
//   Containers        -> Presentation, Services
//   Application       -> TextUI, Presentation, Services, Binders, Containers
//   stratus           -> Application, TextSnapshotsCore  (the command-line tool)
//
// `stratus-bench` stands outside the app's graph: like a test target, it imports the
// modules it measures. It alone links `AllocationCounting` (C, in Sources/), which takes
// over `malloc` and `free` in the executable that links it to count allocations exactly;
// `StratusBenchTests` reaches it through `stratus-bench`. No library, no tool and no
// consumer of the package links it. So does `ServicesTestSupport` (in Tests/): the test doubles that
// the tests of Services, Binders, Containers and Application share. `TestSupport` and
// `StubServerSupport` (in Tests/) import no module of the app at all.
//
// Only test targets link XCTest and Swift Testing, through TextSnapshots: an executable
// that links them fails to launch on macOS, where those frameworks are not on its runtime
// search path. `.ci/run` checks the built tools with `ldd` (`otool -L` on macOS).
//
// No package dependencies: the toolchain's Foundation, Observation, Dispatch, XCTest and
// Swift Testing are all Stratus uses.

let package = Package(
  name: "Stratus",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "TextUI", targets: ["TextUI"]),
    .library(name: "TextSnapshots", targets: ["TextSnapshots"]),
    .library(name: "TextSnapshotsCore", targets: ["TextSnapshotsCore"]),
    .executable(name: "stratus", targets: ["stratus"]),
  ],
  targets: [
    .target(name: "TextUI"),
    .target(name: "TextSnapshotsCore", dependencies: ["TextUI"]),
    .target(name: "TextSnapshots", dependencies: ["TextSnapshotsCore", "TextUI"]),
    .target(name: "Presentation", dependencies: ["TextUI"]),
    .target(name: "Services"),
    .target(name: "Binders", dependencies: ["Services"]),
    .target(name: "Containers", dependencies: ["Presentation", "Services"]),
    .target(
      name: "Application",
      dependencies: ["TextUI", "Presentation", "Services", "Binders", "Containers"]
    ),
    .executableTarget(name: "stratus", dependencies: ["Application", "TextSnapshotsCore"]),
    // Linux (glibc) only; elsewhere it compiles to stubs that report counting unavailable.
    .target(name: "AllocationCounting"),
    .executableTarget(
      name: "stratus-bench",
      dependencies: [
        "TextUI", "TextSnapshotsCore", "Presentation", "Services", "Application",
        "AllocationCounting",
      ]),

    // What any test target may share, depending on nothing: the seeded random generator, and
    // `onOwnThread`, which keeps a test that blocks off the threads the other tests run on.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "TextUITests", dependencies: ["TextUI", "TextSnapshots", "TestSupport"]),
    // The benchmark's counts (bodies evaluated, bytes written) are exact, so they are
    // asserted here; its timings are not, and stay in Docs/Performance.md.
    .testTarget(name: "StratusBenchTests", dependencies: ["stratus-bench"]),
    .testTarget(
      name: "TextSnapshotsTests",
      dependencies: ["TextSnapshots", "TextSnapshotsCore", "TestSupport"]),
    .testTarget(name: "PresentationTests", dependencies: ["Presentation", "TextSnapshots"]),
    .target(
      name: "ServicesTestSupport", dependencies: ["Services"], path: "Tests/ServicesTestSupport"),
    // The stand-in Open-Meteo server (Tests/Servers/open_meteo_stub.py) and its runner,
    // shared by the library's HTTP tests and the tool's.
    .target(name: "StubServerSupport", path: "Tests/StubServerSupport"),
    .testTarget(
      name: "ServicesTests",
      dependencies: ["Services", "ServicesTestSupport", "StubServerSupport", "TestSupport"]),
    .testTarget(name: "BindersTests", dependencies: ["Binders", "ServicesTestSupport"]),
    .testTarget(
      name: "ContainersTests",
      dependencies: [
        "Containers", "Presentation", "Services", "TextUI", "TextSnapshots", "ServicesTestSupport",
        "TestSupport",
      ]),
    // Runs the built `stratus` binary end to end; it links no module of the app.
    .testTarget(
      name: "StratusToolTests",
      dependencies: ["TextUI", "TextSnapshots", "StubServerSupport", "TestSupport"]),
    .testTarget(
      name: "ApplicationTests",
      dependencies: [
        "Application", "Services", "TextUI", "TextSnapshots", "ServicesTestSupport", "TestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
