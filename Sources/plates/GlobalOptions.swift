import ArgumentParser
import Foundation
import PlatesCore
import PlatesDemo
import PlatesStore

/// Options every command takes: which backend, and the display unit.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The SQLite database to use.", valueName: "path"))
    var db: String?

    @Flag(name: .long, help: "Use demo data (in memory; nothing is saved).")
    var demo = false

    @Option(name: .long, help: ArgumentHelp("Show weights in kg or lb (and read unitless weights in it).", valueName: "kg|lb"))
    var unit: WeightUnit?

    /// Refuses contradictory options.
    func validated() throws -> GlobalOptions {
        if demo && db != nil { throw ValidationError("Choose --demo or --db, not both.") }
        return self
    }

    /// Opens the chosen backend.
    func openBackend(environment: PlatesEnvironment) throws(PlatesError) -> any PlatesBackend {
        if demo { return try DemoBackend(seed: .fixtures, environment: environment) }
        let path = db.map { ($0 as NSString).expandingTildeInPath } ?? DatabaseLocation.defaultPath()
        return try SQLiteBackend(path: path, environment: environment)
    }
}

extension WeightUnit: ExpressibleByArgument {
    public init?(argument: String) { self.init(lenient: argument) }
}
