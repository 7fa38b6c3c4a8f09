// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Plates",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "plates", targets: ["plates"]),
        .library(name: "PlatesCore", targets: ["PlatesCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The only C module: ncursesw. Only the terminal adapter may import it (a test checks).
        .systemLibrary(name: "CNCurses", path: "Sources/CNCurses"),
        // Models, units, validation, business rules, quick-log grammar, backend protocol, wire coding. No I/O.
        .target(name: "PlatesCore"),
        // The embedded SQLite backend.
        .target(name: "PlatesStore", dependencies: [
            "PlatesCore",
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        // The in-memory demo backend, seeded from the fixtures in Resources/ (embedded at build time).
        .target(name: "PlatesDemo", dependencies: ["PlatesCore"]),
        // Generic terminal toolkit: geometry, style, cells, buffer + diff, keys. No ncurses, no Plates models.
        .target(name: "TermUI"),
        // The terminal adapter: the only code that calls ncurses.
        .target(name: "TermCurses", dependencies: ["TermUI", "CNCurses"]),
        // The TUI: state, actions, reducer, effects, screens, the run loop. No ncurses, no backend choice.
        .target(name: "PlatesApp", dependencies: ["PlatesCore", "TermUI"]),
        // The executable: arguments, backend choice, wiring.
        .executableTarget(name: "plates", dependencies: [
            "PlatesCore", "PlatesStore", "PlatesDemo", "TermUI", "TermCurses", "PlatesApp",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Store benchmarks: `swift run -c release plates-bench --sets 100000` (docs/performance.md).
        .executableTarget(name: "plates-bench", dependencies: ["PlatesCore", "PlatesStore"]),
        // Helpers shared by the test targets (running SQL on a database file).
        .target(name: "PlatesTestSupport", dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
                path: "Tests/PlatesTestSupport"),
        .testTarget(name: "PlatesCoreTests", dependencies: ["PlatesCore"]),
        .testTarget(name: "TermUITests", dependencies: ["TermUI"]),
        .testTarget(name: "PlatesAppTests", dependencies: ["PlatesApp", "PlatesCore", "PlatesDemo", "TermUI"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "PlatesBackendTests", dependencies: ["PlatesCore", "PlatesStore", "PlatesDemo", "PlatesTestSupport"]),
        .testTarget(name: "PlatesCLITests", dependencies: ["plates", "PlatesCore", "PlatesTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
