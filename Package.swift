// swift-tools-version:6.0
import PackageDescription


let package = Package(
  name: "tangram-tui",
  products: [
    .executable(name: "tangram-tui", targets: ["tangram-tui"]),
    .library(name: "TangramCore", targets: ["TangramCore"]),
    .library(name: "TangramTerminal", targets: ["TangramTerminal"]),
    .library(name: "TangramNcurses", targets: ["TangramNcurses"]),
    .library(name: "TangramReading", targets: ["TangramReading"]),
  ],
  targets: [
    .systemLibrary(
      name: "CNcurses",
      path: "Sources/CNcurses",
      providers: [.apt(["libncurses-dev"])]
    ),
    .target(name: "TangramCore", linkerSettings: [.linkedLibrary("m")]),
    .target(name: "TangramTerminal", dependencies: ["TangramCore"]),
    .target(name: "TangramNcurses", dependencies: ["CNcurses", "TangramTerminal"]),
    .target(name: "TangramReading", dependencies: ["TangramCore", "TangramTerminal"]),
    .executableTarget(
      name: "tangram-tui",
      dependencies: ["TangramCore", "TangramTerminal", "TangramNcurses", "TangramReading"]
    ),
    .executableTarget(
      name: "tangram-bench",
      dependencies: ["TangramCore", "TangramTerminal", "TangramReading"]
    ),
    .executableTarget(
      name: "custom-element-example",
      dependencies: ["TangramCore", "TangramTerminal", "TangramNcurses", "TangramReading"],
      path: "Examples/CustomElement/Sources",
      // Sees what an app depending on the products sees: `package` declarations are out of reach.
      packageAccess: false
    ),
    .target(name: "TangramTestSupport", dependencies: ["TangramTerminal"]),
    .target(name: "TangramFuzzing", dependencies: ["TangramCore", "TangramTerminal"]),
    .systemLibrary(name: "CLibFuzzer", path: "Sources/CLibFuzzer"),
    .executableTarget(name: "tangram-fuzz", dependencies: ["TangramFuzzing", "CLibFuzzer"]),
    .testTarget(name: "TangramCoreTests", dependencies: ["TangramCore", "TangramTestSupport"]),
    .testTarget(
      name: "TangramTerminalTests",
      dependencies: ["TangramTerminal", "TangramTestSupport"],
      exclude: ["Snapshots"]
    ),
    .testTarget(name: "TangramNcursesTests", dependencies: ["TangramNcurses"]),
    // Uses the library products as an app does: plain imports, no @testable, nothing internal.
    .testTarget(
      name: "LibraryProductTests", dependencies: ["TangramCore", "TangramTerminal", "TangramNcurses"],
      packageAccess: false
    ),
    .testTarget(name: "TangramFuzzingTests", dependencies: ["TangramFuzzing", "TangramTestSupport"]),
    .testTarget(
      name: "CustomElementExampleTests",
      dependencies: ["custom-element-example", "TangramCore", "TangramTerminal"]
    ),
    .testTarget(name: "TangramBenchTests", dependencies: ["tangram-bench", "TangramCore", "TangramTerminal", "TangramTestSupport"]),
    .testTarget(
      name: "TangramTUITests",
      dependencies: ["tangram-tui", "TangramTerminal", "TangramReading", "TangramTestSupport"],
      exclude: ["Snapshots"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
