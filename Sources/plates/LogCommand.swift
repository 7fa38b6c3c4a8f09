import ArgumentParser
import Foundation
import PlatesCore

/// `plates log "bench 100x5"`: the quick-log grammar from the shell.
struct LogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Log a set without opening the TUI.",
        discussion: """
            The exercise comes first (any unique part of its name), then the set:
              bench 100x5        100 in your unit, 5 reps
              bench 100x5x3      three such sets
              bench 100x5,5,4    three sets, the reps falling
              bench 100x5@8      at RPE 8
              bench 102,5x5      a decimal comma is read as a point
              bench 225lbx5      in pounds, whatever your unit
              squat w60x10       a warm-up set
              pull bw x 8        body weight only
              pull bw+20x8       body weight with 20 added
              plank 60s          a timed set (plank +10kg 45s: with weight)
              plank 60sx3        three of them (3x60s too)
              plank 60s,45s      two holds, the second shorter
              run 5km 25:00      distance and time
              run 400mx8         eight 400 m repeats
              bench              repeat the last bench set

            A weight typed without a unit is in your unit (--unit, or the settings screen).
            """)

    @OptionGroup var global: GlobalOptions

    // `.allUnrecognized` so `bench -5x5` reaches the grammar's message, not the option parser.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The exercise and the set, e.g. \"bench 100x5\".", valueName: "entry"))
    var entry: [String]

    @Option(help: "A note for the set.")
    var notes: String?

    @Option(
        help: ArgumentHelp(
            "When it was done: today, yesterday, a weekday (fri: the last one), YYYY-MM-DD or 28 nov, with a time if you like (\"yesterday 18:00\"), or a time alone (default: now).",
            valueName: "date"))
    var date: String?

    @Flag(help: "Log a load far above your heaviest set of the exercise without asking (a typo otherwise: 1000x5 for 100x5).")
    var yes = false

    func validate() throws {
        try StrayOption.check(entry, of: Self.self, hints: Self.optionHints)
    }

    /// Options a lifter might reach for, whose values the set itself carries.
    static let optionHints = [
        "--rpe": "the RPE goes in the set after @, as in 100x5@8",
        "--warmup": "a warm-up is written in the set, as in w60x10 or 60x10 warmup",
        "--warm-up": "a warm-up is written in the set, as in w60x10 or 60x10 warmup",
        "--kind": "the kind is written in the set, as in w60x10, 100x5 drop or 100x5 failure",
        "--reps": "the reps go in the set, as in 100x5",
        "--weight": "the weight goes in the set, as in 100x5 or 225lbx5",
    ]

    /// The open workout's plan's next set of `exercise`, if a routine's workout is open and plans
    /// it. Nil too when the plan cannot be read (offline): the set is logged as typed.
    static func planned(_ exercise: Exercise, last: WorkoutSet?, backend: any PlatesBackend, unit: WeightUnit) async -> SetSpec? {
        guard let training = backend as? any TrainingBackend, let open = try? await training.currentWorkout(), open.routineId != nil,
            let plan = try? await training.plan(workoutId: open.id)
        else { return nil }
        let profile = (try? await backend.profile()) ?? Profile()
        return plan.nextPrefill(of: exercise, lastSet: last, inventory: profile.inventory(unit))
    }

    func run() async throws {
        try await CommandRunner.run(global, access: .writes) { backend, context throws(PlatesError) in
            let text = entry.joined(separator: " ")
            let parsed: QuickLogEntry
            do throws(PlatesError) {
                parsed = try QuickLogParser.parse(text)
            } catch .validation(let message, let field) where message.hasSuffix("is not a weight, reps, time or distance; try 100x5, 60s or 5km.") {
                throw Self.placed(text, notes: true, context.environment) ?? .validation(message, field: field)
            }
            guard let query = parsed.exerciseQuery else {
                throw .validation("Name the exercise first, like: plates log \"bench \(text)\"", field: "exercise")
            }
            let exercise: Exercise
            do throws(PlatesError) {
                exercise = try await Self.exercise(query, spec: parsed.spec, backend: backend)
            } catch .validation(let message, let field) where field == "exercise" && message.hasPrefix("No exercise matches") {
                if let date = Self.placed(text, notes: false, context.environment) { throw date }
                // A lifter's own exercise: say how to add it, with the group and type the TUI would guess.
                let hint = NewExerciseHint.command(NewExerciseGuess.draft(named: query, for: parsed.spec))
                throw .validation("\(message) A new one: \(hint), then log again.", field: field)
            }
            let last = try await Self.lastSet(of: exercise, backend: backend)
            var spec = parsed.spec
            if let unit = context.explicitUnit, spec.weight != nil, spec.weightUnit == nil { spec.weightUnit = unit }
            // In a routine's workout, what the line leaves out is the plan's next set of it (a set
            // logged now: one with --date is not the workout's).
            let planned = date == nil ? await Self.planned(exercise, last: last, backend: backend, unit: context.formatter.unit) : nil
            let when = try DateInput.parse(date, environment: context.environment)
            let drafts = try QuickLogResolver.drafts(
                for: spec, exercise: exercise, lastSet: last,
                preferredUnit: context.formatter.unit, date: when, notes: notes, planned: planned)
            let asked = yes ? true : try await Self.usual(drafts, exercise, last: last, backend: backend, unit: context.formatter.unit)
            guard asked else {
                Output.line("Nothing logged.")
                return
            }
            let result = try await backend.logSets(drafts)
            let f = context.formatter
            let what =
                f.describe(run: result.sets, bodyWeight: exercise.usesBodyWeight) ?? f.describe(result.sets[0], bodyWeight: exercise.usesBodyWeight)
            let count = result.sets.count
            if result.queuedOffline {
                // Offline, the write waits in the outbox; say so, and how many wait.
                let pending = await backend.syncStatus().pending
                Output.line("Saved offline: \(count > 1 ? "\(count) sets of " : "")\(Output.clean(exercise.name)): \(what)")
                Output.line(
                    "The server cannot be reached: \(pending) write\(pending == 1 ? "" : "s") pending, sent by the next plates command that reaches it.")
                return
            }
            Output.line("Logged \(count > 1 ? "\(count) sets of " : "")\(Output.clean(exercise.name)): \(what)")
            for set in result.sets {
                let held = result.newRecords.filter { $0.set.id == set.id }
                if !held.isEmpty { Output.line("New PR! \(f.describeRecords(of: set, held, of: exercise))") }
            }
            // The day's volume, when these sets made it the lift's best session (a read after the log).
            for check in SessionVolumeRecord.checks(after: result.sets, exercises: [exercise.id: exercise], calendar: context.calendar) {
                guard let series = try? await backend.progress(exerciseId: check.exerciseId, measure: .volume),
                    SessionVolumeRecord.isNew(in: series, after: check, unit: f.unit), let day = series.first(where: { $0.day == check.day })
                else { continue }
                Output.line(
                    "Best session volume! \(NumberText.format(day.value, decimals: 0)) \(f.unit.rawValue) on \(DateText.day(day.day, calendar: context.calendar))"
                )
            }
            // After the set is logged and said: the first log of a day backs the database up.
            Output.flush()
            if let failure = DailyBackup.run(backend, override: global.choice.backupDir) { Output.error(failure) }
        }
    }

    /// False when the lifter, asked about a load far above their heaviest (`UnusualLoad`), says
    /// no. Without a terminal to ask on, such a load is refused with how to log it anyway. The
    /// exercise's records are read only when the last work set does not settle it.
    static func usual(_ drafts: [SetDraft], _ exercise: Exercise, last: WorkoutSet?, backend: any PlatesBackend, unit: WeightUnit)
        async throws(PlatesError) -> Bool
    {
        // A last work set the load is in line with settles it: records are only heavier.
        if let last, last.kind != .warmup, (last.weight ?? 0) > 0, UnusualLoad.question(drafts, exercise: exercise, known: [last], unit: unit) == nil {
            return true
        }
        let records = (try? await backend.records(exerciseId: exercise.id)) ?? []
        guard let question = UnusualLoad.question(drafts, exercise: exercise, known: [last] + records.map(\.set), unit: unit) else { return true }
        guard isatty(STDIN_FILENO) == 1 else {
            throw .validation("\(question) If it is right, add --yes.", field: "weight")
        }
        FileHandle.standardError.write(Data("\(question) Log it? [y/N] ".utf8))
        let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
        return answer == "y" || answer == "yes"
    }

    /// The exercise's last set, which fills what the entry leaves out. Offline, with no kept answer
    /// to that exact read, the summaries' copy of it serves.
    static func lastSet(of exercise: Exercise, backend: any PlatesBackend) async throws(PlatesError) -> WorkoutSet? {
        do {
            return try await backend.listSets(SetQuery(exerciseId: exercise.id, limit: 1)).items.first
        } catch .network(let message) {
            guard let summaries = try? await backend.exerciseSummaries() else { throw .network(message) }
            return summaries.first { $0.exercise.id == exercise.id }?.lastSet
        }
    }

    /// The exercise the entry names. A partial name that several exercises share is settled by the
    /// set's type and then by which was trained last (summaries are read only then).
    static func exercise(_ query: String, spec: SetSpec, backend: any PlatesBackend) async throws(PlatesError) -> Exercise {
        let names = try await ExerciseNames.read(backend)
        do {
            return try names.match(query, preferring: ExerciseMatcher.Preference(spec))
        } catch {
            guard let preference = ExerciseMatcher.Preference(spec) else { throw error }
            let summaries = try await backend.exerciseSummaries()
            var lastUsed: [String: Date] = [:]
            for s in summaries { if let d = s.lastSet?.date { lastUsed[s.exercise.id] = d } }
            return try names.match(query, preferring: ExerciseMatcher.Preference(types: preference.types, lastUsed: lastUsed))
        }
    }

    /// Words after a set that belong to an option, said so: `bench 100x5 yesterday` (a date:
    /// `--date yesterday`), `bench 100x5 paused` (a note: `--notes paused`, when `notes`). Nil when
    /// the text does not end so.
    static func placed(_ text: String, notes: Bool, _ environment: PlatesEnvironment) -> PlatesError? {
        let words = text.split(separator: " ").map(String.init)
        for k in stride(from: words.count - 1, through: 1, by: -1) {
            let set = words[..<k].joined(separator: " ")
            guard (try? QuickLogParser.parse(set))?.exerciseQuery != nil else { continue }
            let tail = words[k...].joined(separator: " ")
            guard tail.contains(where: \.isLetter) else { return nil }
            if (try? DateInput.parse(tail, environment: environment)) != nil {
                return .validation("‘\(tail)’ is a date: plates log \(Output.shellQuoted(set)) --date \(Output.shellQuoted(tail))", field: "date")
            }
            guard notes else { return nil }
            return .validation(
                "‘\(tail)’ is not a set: a note goes after --notes, as in plates log \(Output.shellQuoted(set)) --notes \(Output.shellQuoted(tail))",
                field: "entry")
        }
        return nil
    }
}
