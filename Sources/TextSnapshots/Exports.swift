// A test file writes `import TextSnapshots` and gets everything: the assertions declared
// in this module and the golden-file engine they drive (snapshots, modes, diffs, review).
//
// NB: `@_exported` is the underscored spelling of a re-export, which Swift has no public
// form of yet; swift-composable-architecture and swift-dependencies use it the same way.
// The engine lives in TextSnapshotsCore because this module links XCTest and Swift
// Testing, and only test targets may: an executable that links them fails to launch on
// macOS ("Library not loaded: @rpath/XCTest.framework"). Tools import TextSnapshotsCore.
@_exported import TextSnapshotsCore
