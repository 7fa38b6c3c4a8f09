import ArgumentParser
import Foundation
import PlatesCore

extension BodyWeightCommand {
    /// `plates bodyweight delete [last|DAY]`: a weigh-in typed wrong (`182` in a kg profile)
    /// could only be deleted in the TUI. No question is asked: it prints the command that adds the
    /// entry again, as `plates set delete` does.
    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete a weigh-in (the newest, or a day's); it prints how to add it again.")

        @OptionGroup var global: GlobalOptions

        @Argument(help: ArgumentHelp("last (the newest, default) or a day: today, yesterday, YYYY-MM-DD, 28 nov…", valueName: "which"))
        var which = "last"

        func run() async throws {
            try await CommandRunner.run(global, access: .changes) { backend, context throws(PlatesError) in
                let entry = try await Self.entry(which, backend, context)
                try await backend.deleteBodyWeight(id: entry.id)
                let when = DateText.dayAndTime(entry.date, calendar: context.calendar)
                Output.line("Deleted body weight \(context.formatter.weight(entry.weight, entry.unit)) on \(when)")
                let notes = entry.notes.map { " --notes " + Output.shellQuoted(Output.clean($0)) } ?? ""
                Output.line(
                    "To add it again: \(global.again) bodyweight add \(NumberText.format(entry.weight))\(entry.unit.rawValue) --date '\(when)'" + notes)
            }
        }

        /// The newest entry, or the one of `which`'s day (several that day: refused, listed).
        static func entry(_ which: String, _ backend: any PlatesBackend, _ context: CommandRunner.Context) async throws(PlatesError) -> BodyWeightEntry {
            if which.lowercased() == "last" {
                guard let newest = try await backend.listBodyWeight(skip: 0, limit: 1).items.first else {
                    throw .validation("No weigh-ins yet: there is none to delete.", field: "which")
                }
                return newest
            }
            let day = LocalDay.interval(of: try DateInput.parse(which, environment: context.environment), calendar: context.calendar)
            // Newest first: read pages until they pass the day.
            var found: [BodyWeightEntry] = []
            var skip = 0
            while true {
                let page = try await backend.listBodyWeight(skip: skip, limit: Limits.pageLimit.upperBound)
                found += page.items.filter { day.contains($0.date) && $0.date < day.end }
                skip += page.items.count
                guard let oldest = page.items.last, oldest.date >= day.start, skip < page.total else { break }
            }
            let dayText = DateText.day(day.start, calendar: context.calendar)
            guard found.count <= 1 else {
                let listed = found.map {
                    "\(DateText.dayAndTime($0.date, calendar: context.calendar).suffix(5)) \(context.formatter.weight($0.weight, $0.unit))"
                }
                throw .validation(
                    "\(found.count) weigh-ins on \(dayText) (\(listed.joined(separator: ", "))): delete the newest with last, or one of them on the body-weight screen (4, then d).",
                    field: "which")
            }
            guard let only = found.first else { throw .validation("No weigh-in on \(dayText): plates bodyweight lists them.", field: "which") }
            return only
        }
    }
}
