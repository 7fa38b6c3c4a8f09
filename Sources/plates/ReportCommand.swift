import ArgumentParser
import Foundation
import PlatesCore

/// `plates report [--week|--month|--year] [--last] [--json]`: how often, how much and what, for a
/// script or a weekly e-mail.
struct ReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "This week's (or month's, or year's) training in figures: sessions, sets, volume, records, weeks in a row.",
        discussion: """
            Weeks start on Monday. A session is a workout, or a day of sets logged outside one (a late one past midnight stays one). \
            Volume is weight × reps, warm-ups included; body-weight sets count their added load only.

            Examples:
              plates report                    this week so far
              plates report --month --last     last month
              plates report --year --json      for a script
            """)

    @OptionGroup var global: GlobalOptions

    @Flag(help: "The period (default: --week).")
    var period: ReportPeriod = .week

    @Flag(help: "The period before this one (last week, last month, last year).")
    var last = false

    @Option(help: ArgumentHelp("Sessions a week that keep a run of weeks going (default: the settings' weekly goal, 2 unless set).", valueName: "n"))
    var goal: Int?

    @Flag(help: "Print JSON.")
    var json = false

    func validate() throws {
        guard goal.map(Limits.weeklyGoal.contains) ?? true else { throw ValidationError("--goal must be from 1 to 14 sessions a week.") }
    }

    func run() async throws {
        try await CommandRunner.run(global) { backend, context throws(PlatesError) in
            var goal = self.goal ?? WeekStreak.defaultGoal
            if self.goal == nil { goal = try await backend.profile().sessionsGoal }
            let report = try await ReportCollector.collect(
                backend, period: period, back: last ? 1 : 0, goal: goal, now: context.environment.now(), calendar: context.calendar,
                groupWeeks: true, calendarWeeks: period == .year ? 53 : 26)
            if json {
                Output.line(try WireCoding.string(ReportJSON(report, unit: context.formatter.unit), pretty: true))
                return
            }
            for line in ReportText.lines(report, formatter: context.formatter, calendar: context.calendar, now: context.environment.now()) {
                Output.line(line)
            }
        }
    }
}

extension ReportPeriod: EnumerableFlag {}
