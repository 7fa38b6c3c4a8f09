import Foundation
import PlatesCore

/// `plates report` as text: the figures, the muscle groups, the exercises, the records.
enum ReportText {
    static func lines(_ r: TrainingReport, formatter f: SetFormatter, calendar: Calendar, now: Date) -> [String] {
        let last = "last \(r.period.rawValue)"
        let lastDay = r.range.end.addingTimeInterval(-1)
        let soFar = r.range.contains(now) ? " (so far)" : ""
        var lines = [
            "\(r.period.rawValue.capitalized) \(DateText.day(r.range.start, calendar: calendar)) to \(DateText.day(lastDay, calendar: calendar))\(soFar)",
            "",
        ]
        lines += Output.table(
            [
                ["Sessions", "\(r.sessions)", "\(last) \(r.previousSessions)"],
                ["Training days", "\(r.trainingDays)", ""],
                [
                    "Sets", "\(NumberText.grouped(r.workSets)) work \(f.ascii ? "-" : "·") \(NumberText.grouped(r.warmUpSets)) warm-up",
                    "\(last) \(NumberText.grouped(r.previousWorkSets))",
                ],
                ["Volume", volume(r.volumeKg, f), ""],
                ["Weeks in a row", "\(r.streak.weeks) with \(r.streak.goal)+ sessions", ""],
                ["Workouts", "\(r.workoutsThisMonth) this month \(f.ascii ? "-" : "·") \(r.workoutsThisYear) this year", ""],
            ], header: ["", "", ""]
        ).dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
        guard r.workSets + r.warmUpSets > 0 else {
            lines += ["", "No sets in this \(r.period.rawValue): log one with plates log \"bench 100x5\"."]
            return lines
        }
        lines.append("")
        // A group of holds and cardio lifts nothing: "—", not "0 kg" (as if no work was done).
        lines += Output.table(
            r.groups.map { [$0.muscleGroup.rawValue, "\($0.sets)", $0.volumeKg > 0 ? volume($0.volumeKg, f) : "—"] },
            header: ["MUSCLE GROUP", "SETS", "VOLUME"])
        lines.append("")
        lines += Output.table(
            r.exercises.map { line in
                [Output.clean(line.exercise.name), "\(line.sets)", line.best.map { f.describe($0, bodyWeight: line.exercise.usesBodyWeight) } ?? ""]
            },
            header: ["MOST TRAINED", "SETS", "BEST"])
        lines.append("")
        lines += groupWeekLines(r, ascii: f.ascii)
        if let grid = r.calendar {
            let (weeks, rows) = grid.lines(weeks: 53, ascii: f.ascii)
            let shown = grid.trained.filter { $0 >= (grid.last / 7 - weeks + 1) * 7 }.count
            lines += ["TRAINING DAYS  \(shown) in the \(weeks) weeks to \(DateText.day(lastDay < now ? lastDay : now, calendar: calendar))"] + rows + [""]
        }
        if r.records.isEmpty {
            lines.append("No new records this \(r.period.rawValue).")
        } else {
            lines.append("Records set this \(r.period.rawValue) that still stand:")
            // One line per set, naming every target it holds (as the dashboard's recent PRs do).
            var bySet: [(TrainingReport.RecordLine, [PersonalRecord])] = []
            for line in r.records {
                if let i = bySet.firstIndex(where: { $0.0.record.set.id == line.record.set.id }) {
                    bySet[i].1.append(line.record)
                } else {
                    bySet.append((line, [line.record]))
                }
            }
            lines += Output.table(
                bySet.map { first, held in
                    [
                        DateText.day(first.record.set.date, calendar: calendar), Output.clean(first.exercise.name),
                        f.describeRecords(of: first.record.set, held, of: first.exercise),
                    ]
                }, header: ["DATE", "EXERCISE", "RECORDS"])
        }
        return lines
    }

    /// `Chest       ▃▆▃▆▃▆▃▆▃▆▃█  18`: each group's work sets a week, the period's week last, one
    /// scale for all (the dashboard's card in text).
    static func groupWeekLines(_ r: TrainingReport, ascii: Bool) -> [String] {
        guard let weeks = r.groupWeeks, !weeks.sets.isEmpty else { return [] }
        var lines = ["WORK SETS A WEEK  the \(weeks.weeks.count) weeks to this \(r.period.rawValue)'s end, one character a week"]
        for group in weeks.groups {
            let thisWeek = weeks.sets[group]?.last ?? 0
            lines.append(group.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0) + weeks.bars(group, ascii: ascii) + "  \(thisWeek)")
        }
        return lines + [""]
    }

    /// `18,450 kg`: whole units, grouped.
    static func volume(_ kg: Double, _ f: SetFormatter) -> String {
        "\(NumberText.grouped(Int(WeightUnit.kg.convert(kg, to: f.unit).rounded()))) \(f.unit.rawValue)"
    }
}
