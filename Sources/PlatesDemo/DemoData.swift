import Foundation
import PlatesCore
import Synchronization

/// Everything the demo backend holds.
struct DemoData: Sendable {
    var exercises: [Exercise]
    var sets: [WorkoutSet]
    var bodyWeight: [BodyWeightEntry]
    var profile: Profile
    /// Import name mappings kept (`ImportBatch.aliases`): a file's name key → exercise id.
    var aliases: [String: String] = [:]
    var workouts: [Workout] = []
    var routines: [Routine] = []

    /// The base catalogue and a default profile: what a new user starts with.
    static func empty() -> DemoData {
        DemoData(
            exercises: BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt), sets: [], bodyWeight: [],
            profile: Profile())
    }

    /// The fixture, dated relative to `environment`'s today. Throws if the fixture is broken
    /// (a test loads it, so a broken fixture never ships).
    static func fixture(environment: PlatesEnvironment) throws(PlatesError) -> DemoData {
        let key = FixtureKey(now: environment.now(), calendar: environment.calendar)
        if let last = lastBuilt.withLock({ $0 }), last.key == key { return last.data }
        let data = try build(now: key.now, calendar: key.calendar)
        lastBuilt.withLock { $0 = (key, data) }
        return data
    }

    /// What a fixture is dated by.
    private struct FixtureKey: Equatable, Sendable {
        var now: Date
        var calendar: Calendar
    }

    /// The last fixture built. Building parses the quick-log text of its 1,916 sets; tests build hundreds of demo
    /// stores on one fixed clock, which took a sixth of the app tests' time.
    /// One process on a real clock builds it once.
    private static let lastBuilt = Mutex<(key: FixtureKey, data: DemoData)?>(nil)

    private static func build(now: Date, calendar: Calendar) throws(PlatesError) -> DemoData {
        let fixture = try WireCoding.decode(DemoFixture.self, from: Data(DemoFixture.json.utf8))
        let today = calendar.startOfDay(for: now)
        var data = DemoData.empty()
        data.exercises += fixture.custom_exercises.map { $0.exercise(isBase: false, createdAt: BaseCatalogue.createdAt) }
        for (name, note) in fixture.pinned_notes {
            guard let i = data.exercises.firstIndex(where: { $0.name == name }) else {
                throw .decoding("the demo fixture pins a note on an unknown exercise ‘\(name)’")
            }
            data.exercises[i].pinnedNote = note
        }
        let byName = Dictionary(uniqueKeysWithValues: data.exercises.map { ($0.name, $0) })
        var serial = 0
        func nextID(_ prefix: String) -> String {
            serial += 1
            let digits = String(serial)
            return prefix + String(repeating: "0", count: 12 - digits.count) + digits
        }
        // Workouts and routines count on their own, so the sets' and weigh-ins' ids stay as they were.
        var trainingSerial = 0
        func trainingID(_ prefix: String) -> String {
            trainingSerial += 1
            let digits = String(trainingSerial)
            return prefix + String(repeating: "0", count: 12 - digits.count) + digits
        }
        var routineIds: [String: String] = [:]
        for r in fixture.routines {
            let entries = try RoutineText.parse(r.plan, unit: fixture.profile.unit).map { line throws(PlatesError) in
                guard let exercise = byName[line.exerciseName] else {
                    throw PlatesError.decoding("the demo fixture's routine ‘\(r.name)’ plans an unknown exercise ‘\(line.exerciseName)’")
                }
                var entry = line.entry
                entry.exerciseId = exercise.id
                return entry
            }
            let routine = Routine(
                id: trainingID("de3a0000-0000-4000-8000-"), name: r.name, notes: r.notes, entries: entries, createdAt: BaseCatalogue.createdAt)
            data.routines.append(routine)
            routineIds[r.name] = routine.id
        }
        for session in fixture.sessions {
            let day = calendar.date(byAdding: .day, value: -session.days_ago, to: today)!
            var at: Date
            if let minutes = session.minutes_ago {
                at = now.addingTimeInterval(-Double(minutes) * 60)
            } else {
                let parts = (session.time ?? "18:00").split(separator: ":").compactMap { Int($0) }
                at = calendar.date(bySettingHour: parts[0], minute: parts[1], second: 0, of: day) ?? day
            }
            var workout: Workout?
            if let w = session.workout {
                guard w.routine.map({ routineIds[$0] != nil }) ?? true else {
                    throw .decoding("the demo fixture's workout ‘\(w.name)’ names an unknown routine ‘\(w.routine ?? "")’")
                }
                workout = Workout(
                    id: trainingID("de3c0000-0000-4000-8000-"), name: w.name, startedAt: at.roundedToMilliseconds,
                    routineId: w.routine.flatMap { routineIds[$0] }, createdAt: at.roundedToMilliseconds)
            }
            for entry in session.entries {
                guard let exercise = byName[entry.exercise] else {
                    throw .decoding("the demo fixture logs an unknown exercise ‘\(entry.exercise)’")
                }
                var last: WorkoutSet?
                for (i, text) in entry.sets.enumerated() {
                    let parsed = try QuickLogParser.parse(text)
                    let drafts = try QuickLogResolver.drafts(
                        for: parsed.spec, exercise: exercise, lastSet: last,
                        preferredUnit: fixture.profile.unit, date: at,
                        notes: i == 0 ? entry.notes : nil)
                    // Every fixture set passes the validator (DemoFixtureTests).
                    for var draft in drafts {
                        draft.workoutId = workout?.id
                        let set = WorkoutSet(id: nextID("de5e0000-0000-4000-8000-"), draft: draft, createdAt: draft.date)
                        data.sets.append(set)
                        last = set
                    }
                    at.addTimeInterval(150)  // a set every two and a half minutes
                }
            }
            if var w = workout {
                // A finished workout ends two minutes after its last set; today's is still open.
                if session.workout?.open != true { w.finishedAt = at.addingTimeInterval(-30).roundedToMilliseconds }
                data.workouts.append(w)
            }
        }
        for w in fixture.body_weight {
            let day = calendar.date(byAdding: .day, value: -w.days_ago, to: today)!
            let date = min(calendar.date(bySettingHour: 7, minute: 30, second: 0, of: day) ?? day, now)
            data.bodyWeight.append(
                BodyWeightEntry(
                    id: nextID("de3b0000-0000-4000-8000-"), weight: w.weight,
                    unit: fixture.profile.unit, date: date.roundedToMilliseconds, notes: w.notes))
        }
        data.profile = Profile(
            unit: fixture.profile.unit, goalWeight: fixture.profile.goal_weight,
            goalWeightUnit: fixture.profile.unit, defaultPRReps: fixture.profile.default_pr_reps)
        return data
    }
}
