import ArgumentParser
import Foundation
import PlatesCore

/// `plates bodyweight add 81.5`, `plates bodyweight list`, `goal` and `delete`.
struct BodyWeightCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bodyweight", abstract: "Log, list and delete body weight.", subcommands: [Add.self, List.self, Goal.self, Delete.self],
        defaultSubcommand: List.self)

    /// `plates bodyweight goal 78` (or `--clear`): the body-weight screen's `t`.
    struct Goal: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Set the goal weight, or --clear it.")

        @OptionGroup var global: GlobalOptions

        @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The goal, e.g. 78 or 172lb.", valueName: "weight"))
        var weight: [String] = []

        @Flag(help: "Remove the goal.")
        var clear = false

        func validate() throws {
            try StrayOption.check(weight, of: Self.self)
        }

        func run() async throws {
            try await CommandRunner.run(global, access: .writes) { backend, context throws(PlatesError) in
                let text = weight.joined(separator: " ")
                if clear {
                    guard text.isEmpty else { throw .validation("Give a goal or --clear, not both.", field: "goal") }
                    _ = try await backend.updateProfile(ProfilePatch(clearGoal: true))
                    Output.line("Goal removed")
                    return
                }
                guard !text.isEmpty else { throw .validation("Give the goal weight, like 78 or 172lb (or --clear).", field: "goal") }
                let (value, typedUnit) = try Add.parseWeight(text)
                let unit = typedUnit ?? context.formatter.unit
                try Validator.checkBodyWeight(value, unit: unit, field: "goal")
                let profile = try await backend.updateProfile(ProfilePatch(goalWeight: value, goalWeightUnit: unit))
                Output.line("Goal: \(NumberText.format(profile.goalWeight ?? value)) \((profile.goalWeightUnit ?? unit).rawValue)")
            }
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Add a weigh-in (it becomes your current weight).")

        @OptionGroup var global: GlobalOptions

        // `.allUnrecognized` so `-5` reaches the validation (and its one-line message), not the option parser.
        @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The weight, e.g. 81.5 or 180lb.", valueName: "weight"))
        var weight: [String]

        @Option(
            help: ArgumentHelp(
                "When: today, yesterday, a weekday (mon: the last one), YYYY-MM-DD or 28 nov, with a time if you like (\"yesterday 07:30\") (default: now).",
                valueName: "date"))
        var date: String?

        @Option(help: "A note.")
        var notes: String?

        func validate() throws {
            try StrayOption.check(weight, of: Self.self)
        }

        func run() async throws {
            try await CommandRunner.run(global, access: .writes) { backend, context throws(PlatesError) in
                let (value, typedUnit) = try Self.parseWeight(weight.joined(separator: " "))
                let unit = typedUnit ?? context.formatter.unit
                let when = try DateInput.parse(date, environment: context.environment)
                let entry = try await backend.addBodyWeight(BodyWeightDraft(weight: value, unit: unit, date: when, notes: notes))
                let stats = try await backend.bodyWeightStats()
                var line =
                    "Logged body weight: \(context.formatter.weight(entry.weight, entry.unit)) on \(DateText.day(entry.date, calendar: context.calendar))"
                if let change = stats.change, stats.entryCount > 1 {
                    line += " (\(change >= 0 ? "+" : "")\(NumberText.format(change, decimals: 1)) \(stats.unit.rawValue) since the start)"
                }
                Output.line(line)
            }
        }

        /// `81.5`, `81,5`, `180lb`, `80 kg`.
        static func parseWeight(_ text: String) throws(PlatesError) -> (Double, WeightUnit?) {
            let compact = text.filter { !$0.isWhitespace }.lowercased()
            let digits = compact.prefix { $0.isNumber || $0 == "." || $0 == "," || $0 == "-" }
            let suffix = String(compact.dropFirst(digits.count))
            guard let value = NumberText.parse(String(digits)) else {
                throw .validation("‘\(text)’ is not a weight: type a number like 81.5 or 180lb.", field: "weight")
            }
            if suffix.isEmpty { return (value, nil) }
            guard let unit = WeightUnit(lenient: suffix) else {
                throw .validation("‘\(suffix)’ is not a weight unit: use kg or lb.", field: "unit")
            }
            return (value, unit)
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List weigh-ins, newest first, with the stats.")

        @OptionGroup var global: GlobalOptions

        @Option(help: "How many entries at most.")
        var limit = 30

        @Flag(help: "Print JSON ({items, skip, limit, total}).")
        var json = false

        func validate() throws {
            guard limit >= 1 else { throw ValidationError("--limit takes a number above 0, not \(limit)") }
        }

        func run() async throws {
            try await CommandRunner.run(global) { backend, context throws(PlatesError) in
                // The API pages at most 100 entries; the command reads as many pages as --limit asks.
                var entries: [BodyWeightEntry] = []
                var total = 0
                while entries.count < limit {
                    let page = try await backend.listBodyWeight(
                        skip: entries.count, limit: min(Limits.pageLimit.upperBound, limit - entries.count))
                    entries += page.items
                    total = page.total
                    if !page.hasMore || page.items.isEmpty { break }
                }
                if json {
                    Output.line(try WireCoding.string(JSONPage(items: entries.map(BodyWeightJSON.init), skip: 0, limit: limit, total: total), pretty: true))
                    return
                }
                let f = context.formatter
                let stats = try await backend.bodyWeightStats()
                if let current = stats.current, let start = stats.starting, let change = stats.change {
                    var line =
                        "Start \(NumberText.format(start, decimals: 1)) · now \(NumberText.format(current, decimals: 1)) · change \(change >= 0 ? "+" : "")\(NumberText.format(change, decimals: 1)) \(stats.unit.rawValue)"
                    if let goal = stats.goal { line += " · goal \(NumberText.format(goal, decimals: 1)) \(stats.unit.rawValue)" }
                    Output.line(line)
                }
                if entries.isEmpty {
                    Output.line("No weigh-ins yet: plates bodyweight add 81.5")
                    return
                }
                let rows = entries.map { [DateText.day($0.date, calendar: context.calendar), f.weight($0.weight, $0.unit), Output.clean($0.notes ?? "")] }
                for line in Output.table(rows, header: ["DATE", "WEIGHT", "NOTES"]) { Output.line(line) }
                if total > entries.count { Output.line("(\(entries.count) of \(total); --limit shows more)") }
            }
        }
    }
}
