// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Plates",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "plates", targets: ["plates"]),
        .executable(name: "plates-server", targets: ["plates-server"]),
        .library(name: "PlatesCore", targets: ["PlatesCore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Server only: `plates` never links these (docs/DECISIONS.md).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        // plates-bench only: counts allocations (LD_PRELOADed by the benchmark itself).
        .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
    ],
    targets: [
        // ncursesw. Only the terminal adapter may import it (a test checks).
        .systemLibrary(name: "CNCurses", path: "Sources/CNCurses"),
        // One HTTP exchange over libcurl, loaded with dlopen on first use: `plates` links no networking
        // library (FoundationNetworking cost 7 ms and 12 MB at every start; docs/DECISIONS.md).
        .target(name: "CCurlShim", linkerSettings: [.linkedLibrary("dl")]),
        // Models, units, validation, business rules, quick-log grammar, backend protocol, wire coding. No I/O.
        .target(name: "PlatesCore"),
        // Plates' own files: where they are (XDG: the database, the outbox, the credentials) and how
        // several processes open and migrate one SQLite file at once.
        .target(name: "PlatesFiles", dependencies: [.product(name: "GRDB", package: "GRDB.swift")]),
        // The embedded SQLite backend.
        .target(
            name: "PlatesStore",
            dependencies: [
                "PlatesCore", "PlatesFiles",
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, for binding a set's values without GRDB's boxed arguments.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
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
        .executableTarget(
            name: "plates",
            dependencies: [
                "PlatesCore", "PlatesFiles", "PlatesStore", "PlatesDemo", "PlatesHTTP", "TermUI", "TermCurses", "PlatesApp",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // The HTTP backend: a client of the REST API (libcurl through CCurlShim) and its offline outbox.
        .target(
            name: "PlatesHTTP",
            dependencies: [
                "PlatesCore", "PlatesFiles", "CCurlShim",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        // PostgreSQL storage for the server (SPEC 5): the backend protocol over postgres-nio,
        // with connect and query timeouts and its own migrations. Server only: `plates` never links it.
        .target(
            name: "PlatesPostgres",
            dependencies: [
                "PlatesCore",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        // The REST API server (SPEC 5): routes, auth, accounts, tokens, webhooks, hardening. Storage:
        // PlatesStore's SQLite (default) or PlatesPostgres; webhooks go out through PlatesHTTP's libcurl.
        .target(
            name: "PlatesServer",
            dependencies: [
                "PlatesCore", "PlatesFiles", "PlatesStore", "PlatesPostgres", "PlatesHTTP",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        .executableTarget(
            name: "plates-server",
            dependencies: [
                "PlatesServer", "PlatesFiles",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ]),
        // The history generator and store benchmark: `swift run -c release plates-bench store --sets 50000`
        // (docs/performance.md). The terminal benchmark is scripts/terminal-bench.py.
        .executableTarget(
            name: "plates-bench",
            dependencies: [
                "PlatesCore", "PlatesStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ]),
        // Helpers shared by the test targets: processes, seeded randomness, schema checks, sockets.
        // Light on purpose: the unit-test targets link it, and no server library with it.
        .target(name: "PlatesTestSupport", dependencies: ["PlatesCore"], path: "Tests/PlatesTestSupport"),
        // The helpers that need the server: a server in the test process, PostgreSQL, SQL on a file, a
        // webhook receiver.
        .target(
            name: "PlatesServerTestSupport",
            dependencies: [
                "PlatesCore", "PlatesServer", "PlatesHTTP", "PlatesPostgres", "PlatesTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                // A webhook receiver on loopback.
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            path: "Tests/PlatesServerTestSupport"),
        .testTarget(name: "PlatesCoreTests", dependencies: ["PlatesCore", "PlatesTestSupport"]),
        .testTarget(name: "TermUITests", dependencies: ["TermUI", "TermCurses", "PlatesTestSupport"]),
        .testTarget(
            name: "PlatesAppTests", dependencies: ["PlatesApp", "PlatesCore", "PlatesDemo", "PlatesStore", "TermUI", "PlatesTestSupport"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "PlatesBackendTests",
            dependencies: [
                "PlatesCore", "PlatesFiles", "PlatesStore", "PlatesDemo", "PlatesHTTP", "PlatesServer", "PlatesPostgres", "PlatesTestSupport",
                "PlatesServerTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ]),
        .testTarget(
            name: "PlatesServerTests",
            dependencies: [
                "PlatesCore", "PlatesServer", "PlatesHTTP", "PlatesTestSupport", "PlatesServerTestSupport",
                .product(name: "Logging", package: "swift-log"),
                // Storage tests read rows the API does not show.
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                // API tests run requests through the router in process, without a socket.
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]),
        .testTarget(
            name: "PlatesCLITests",
            dependencies: [
                "plates", "plates-server", "PlatesCore", "PlatesServer", "PlatesTestSupport", "PlatesServerTestSupport",
                // Help text is rendered in process (HelpTextTests), as the binary renders it.
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
