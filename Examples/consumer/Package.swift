// swift-tools-version: 6.0
import PackageDescription

// A package of someone else's that uses Stratus: its own views, built on TextUI, and
// their golden snapshots, checked with TextSnapshots. Read README.md beside this file.
let package = Package(
  name: "BuildBoard",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "BuildBoard", targets: ["BuildBoard"])
  ],
  dependencies: [
    // Stratus, by path: this example lives inside Stratus's repository. The name makes
    // `package: "Stratus"` below hold wherever the checkout is: without it, a path
    // dependency is known by its folder's name (`stratus`, `Stratus-main`, …).
    .package(name: "Stratus", path: "../..")
  ],
  targets: [
    // The app's views import TextUI only; the snapshot library is for tests.
    .target(
      name: "BuildBoard",
      dependencies: [.product(name: "TextUI", package: "Stratus")]),
    .testTarget(
      name: "BuildBoardTests",
      dependencies: [
        "BuildBoard",
        .product(name: "TextUI", package: "Stratus"),
        .product(name: "TextSnapshots", package: "Stratus"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
