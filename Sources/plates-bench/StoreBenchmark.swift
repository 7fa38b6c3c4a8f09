import Foundation
import PlatesCore
import PlatesStore

/// Times each store call a screen makes, `runs` times, on one database file, and prints
/// p50 / p99 / max in milliseconds with the mean allocations per call.
struct StoreBenchmark {
    let path: String
    let runs: Int

    struct Result {
        var name: String
        var milliseconds: [Double]
        var mallocs: Int
        var bytes: Int
    }

    func run() async throws {
        // The clock and time zone the app would use, so "today" and "this week" are the real ones.
        let environment = PlatesEnvironment()
        let backend = try SQLiteBackend(path: path, environment: environment)
        let count = try await backend.listSets(SetQuery(limit: 1)).total
        guard let bench = try await backend.listExercises().first(where: { $0.name == "Bench Press" }) else {
            throw PlatesError.notFound(what: "exercise", id: "Bench Press")
        }
        var results: [Result] = []
        func measure(_ name: String, _ body: () async throws -> Void) async throws {
            try await body()  // Warm-up run: statement caches and pages, as after the app's first frame.
            var times: [Double] = []
            var mallocs = 0
            var bytes = 0
            for _ in 0..<runs {
                AllocationCounter.start()
                let t = DispatchTime.now().uptimeNanoseconds
                try await body()
                let elapsed = DispatchTime.now().uptimeNanoseconds - t
                let counted = AllocationCounter.stop()
                times.append(Double(elapsed) / 1e6)
                mallocs += counted.mallocs
                bytes += counted.bytes
            }
            results.append(Result(name: name, milliseconds: times.sorted(), mallocs: mallocs / runs, bytes: bytes / runs))
        }
        try await measure("open + migration check") { _ = try SQLiteBackend(path: path, environment: environment) }
        try await measure("dashboard") { _ = try await backend.dashboard() }
        try await measure("exercise list with stats") { _ = try await backend.exerciseSummaries() }
        try await measure("PR table (Bench Press)") { _ = try await backend.records(exerciseId: bench.id) }
        let exercises = try await backend.listExercises()
        let plank = exercises.first { $0.name == "Plank" }
        let running = exercises.first { $0.name == "Running" }
        for exercise in [plank, running].compactMap({ $0 }) {
            try await measure("records (\(exercise.name))") { _ = try await backend.records(exerciseId: exercise.id) }
        }
        // A filter that is not a record target reads the sets; a target reads the per-day rows,
        // built once (by the first reader, in the background, or by an import).
        let buildStart = DispatchTime.now().uptimeNanoseconds
        try await backend.store.buildProgress(exerciseId: bench.id)
        let buildMs = Double(DispatchTime.now().uptimeNanoseconds - buildStart) / 1e6
        try await measure("progress, reps ≥ 2 (from the sets)") { _ = try await backend.progress(exerciseId: bench.id, minReps: 2) }
        try await measure("progress series (from per-day rows)") { _ = try await backend.progress(exerciseId: bench.id, minReps: bench.defaultPRReps) }
        try await measure("e1RM chart (Bench Press, per-day rows)") { _ = try await backend.progress(exerciseId: bench.id, measure: .oneRepMax) }
        // A hold's and a run's charts, from their per-day rows (a generated file's are built by its import).
        for (exercise, chart) in [(plank, ProgressMeasure.hold), (running, .pace)] {
            guard let exercise else { continue }
            try await backend.store.buildProgress(exerciseId: exercise.id)
            try await measure("\(chart.queryName) chart (\(exercise.name), per-day rows)") {
                _ = try await backend.progress(exerciseId: exercise.id, measure: chart)
            }
        }
        try await measure("exercise sets page 1 (Bench Press)") { _ = try await backend.listSets(SetQuery(exerciseId: bench.id, limit: 50)) }
        try await measure("history page 1 (50 sets)") { _ = try await backend.listSets(SetQuery(limit: 50)) }
        try await measure("history page 1 (100 sets)") { _ = try await backend.listSets(SetQuery(limit: 100)) }
        try await measure("history page at 5,000 (100 sets)") { _ = try await backend.listSets(SetQuery(skip: 5_000, limit: 100)) }
        try await measure("history page at 5,000") { _ = try await backend.listSets(SetQuery(skip: min(5_000, max(0, count - 50)), limit: 50)) }
        try await measure("body weight stats + page 1") {
            _ = try await backend.bodyWeightStats()
            _ = try await backend.listBodyWeight(skip: 0, limit: 50)
        }
        // Editing a record's holder rebuilds the exercise's records from its sets (every target,
        // heaviest first); a body-weight exercise's 0 kg sets all tie on load; a hold's or a run's
        // from all its timed or cardio sets.
        for name in ["Bench Press", "Pull-ups", "Plank", "Running"] {
            guard let exercise = try await backend.listExercises().first(where: { $0.name == name }),
                let holder = try await backend.records(exerciseId: exercise.id).first?.set
            else { continue }
            try await measure("edit a record holder (\(name))") { _ = try await backend.updateSet(id: holder.id, holder.draft) }
        }
        // The dashboard's calendar: a year of days, a seek each.
        let calendar = environment.calendar
        let yearAgo = TrainingCalendar.start(weeks: 53, endingWith: environment.now(), calendar: calendar)
        try await measure("training days, a year (calendar)") { _ = try await backend.trainingDays(from: yearAgo, to: environment.now()) }
        // The dashboard's week cards (a tall terminal), loaded after the dashboard drew: the first
        // load of a week reads the twelve weeks by muscle group, later ones this week alone (the run
        // of weeks known in both, as the app passes it back).
        let weekCards = try await ReportCollector.collect(
            backend, period: .week, goal: 14, now: environment.now(), calendar: environment.calendar, groupWeeks: true)
        // The dashboard's recent best sessions (after it drew): the week's sets, each lift's volume chart.
        let weekAgo = environment.calendar.date(byAdding: .day, value: -6, to: environment.calendar.startOfDay(for: environment.now()))!
        try await measure("recent best sessions (dashboard)") { _ = try await backend.recentSessionVolumeRecords(since: weekAgo) }
        try await measure("volume chart (Bench Press; a log's check)") { _ = try await backend.progress(exerciseId: bench.id, measure: .volume) }
        try await measure("week cards, 12 weeks read") {
            _ = try await ReportCollector.collect(
                backend, period: .week, goal: 14, now: environment.now(), calendar: environment.calendar, knownPastWeeks: 0, groupWeeks: true)
        }
        try await measure("week cards, this week read") {
            _ = try await ReportCollector.collect(
                backend, period: .week, goal: 14, now: environment.now(), calendar: environment.calendar, knownPastWeeks: 0,
                groupWeeks: true, knownGroupWeeks: weekCards.groupWeeks)
        }
        try await measure("log a set (+ new-PR check)") {
            _ = try await backend.logSets([SetDraft(exerciseId: bench.id, weight: 60, weightUnit: .kg, reps: 5, date: environment.now())])
        }
        if let plank {
            try await measure("log a hold (+ new-record check)") {
                _ = try await backend.logSets([SetDraft(exerciseId: plank.id, duration: 45, date: environment.now())])
            }
        }
        if let running {
            try await measure("log a run (+ new-record check)") {
                _ = try await backend.logSets([SetDraft(exerciseId: running.id, duration: 1500, distance: 5, distanceUnit: .km, date: environment.now())])
            }
        }

        print(
            "\(count) sets, \(runs) runs each (after one warm-up run); milliseconds; allocations per call"
                + (AllocationCounter.active ? "" : " n/a (libMallocInterposerSwift.so not found beside the binary)"))
        print("building Bench Press's per-day progress rows (once, or 0 when already built): \(String(format: "%.1f", buildMs)) ms")
        print("operation".padding(toLength: 36, withPad: " ", startingAt: 0) + "    p50     p99     max   mallocs     bytes")
        for r in results {
            let t = r.milliseconds
            func f(_ x: Double) -> String { String(format: "%7.2f", x) }
            let p99 = t[min(t.count - 1, Int((Double(t.count) * 0.99).rounded(.up)) - 1)]
            let allocs = AllocationCounter.active ? String(format: "%9d %9d", r.mallocs, r.bytes) : "      n/a       n/a"
            print(r.name.padding(toLength: 36, withPad: " ", startingAt: 0) + " " + f(t[t.count / 2]) + " " + f(p99) + " " + f(t.last!) + " " + allocs)
        }
    }
}
