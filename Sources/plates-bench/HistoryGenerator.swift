import Foundation
import PlatesCore

/// A deterministic, realistic training history: the same count, seed and end day give
/// the same sets, ids and dates.
///
/// - Four sessions a week (Monday, Tuesday, Thursday, Saturday at 18:00 UTC) rotating through
///   push / legs / pull / legs-and-conditioning days; each session picks 5–7 exercises of its day
///   and does 3–5 sets of each, the first of a barbell lift usually a warm-up.
/// - Loads follow 8-week waves (+2.5 % a week, a deload week at −15 %) on a slow long-term rise
///   that levels off; reps wander around each exercise's rep range; an RPE on one set in three,
///   a short note on one in forty, a failed or drop set now and then.
/// - Planks are timed holds; about half the sessions end with a run, a ride or a row (time and
///   distance).
/// - Body weight: three weigh-ins a week, drifting slowly, with day-to-day noise.
///
/// A history must start after 1900 (the validator's earliest date). At 4 sessions a week, 1M sets
/// would take about 190 years, so when the sets do not fit in 100 years the generator trains more
/// sessions a week (two a day on the same days: 07:00 and 18:00), keeping each session the same.
struct HistoryGenerator {
    let setCount: Int
    let seed: UInt64
    /// Sessions are strictly before this instant (the lifter is between sessions "now").
    let end: Date

    /// At most this many weeks of history.
    static let maxWeeks = 5_200
    static let sessionDays = [0, 1, 3, 5]  // Monday, Tuesday, Thursday, Saturday.

    /// One day of the rotation: its exercise pool (by catalogue name), the first ones always done.
    struct Day {
        var always: [String]
        var optional: [String]
    }
    static let rotation: [Day] = [
        Day(
            always: ["Bench Press", "Overhead Press"],
            optional: ["Incline Dumbbell Press", "Cable Flyes", "Lateral Raises", "Tricep Pushdown", "Face Pulls"]),
        Day(
            always: ["Squat", "Romanian Deadlift"],
            optional: ["Leg Press", "Hanging Leg Raises", "Plank", "Cable Crunches", "Barbell Curl"]),
        Day(
            always: ["Deadlift", "Barbell Row"],
            optional: ["Pull-ups", "Face Pulls", "Barbell Curl", "Hammer Curls", "Lateral Raises"]),
        Day(
            always: ["Squat", "Bench Press"],
            optional: ["Leg Press", "Pull-ups", "Tricep Pushdown", "Plank", "Cable Crunches", "Hammer Curls"]),
    ]
    static let cardio = ["Running", "Cycling", "Rowing"]

    /// Starting working weight (kg) and rep range of each strength exercise.
    static let profiles: [String: (start: Double, reps: ClosedRange<Int>)] = [
        "Bench Press": (60, 3...8), "Overhead Press": (35, 4...8), "Incline Dumbbell Press": (22, 8...12),
        "Cable Flyes": (15, 10...15), "Lateral Raises": (8, 12...15), "Tricep Pushdown": (25, 10...12),
        "Face Pulls": (20, 12...15), "Squat": (80, 3...8), "Romanian Deadlift": (70, 6...10),
        "Leg Press": (120, 8...12), "Hanging Leg Raises": (0, 8...15), "Cable Crunches": (30, 10...15),
        "Barbell Curl": (25, 8...12), "Deadlift": (100, 2...6), "Barbell Row": (60, 6...10),
        "Pull-ups": (0, 5...12), "Hammer Curls": (12, 8...12),
    ]
    static let barbell: Set<String> = ["Bench Press", "Overhead Press", "Squat", "Romanian Deadlift", "Deadlift", "Barbell Row"]
    static let notes = ["felt strong", "grip gave out", "paused reps", "new shoes", "tired today", "belt on", "slow eccentric"]

    /// Sessions per week so the history fits in `maxWeeks`.
    var sessionsPerWeek: Int {
        let perSession = 25.5  // 6 exercises × 4 sets + a cardio set every other session, on average.
        let weeksAtFour = Double(setCount) / (4 * perSession)
        return weeksAtFour <= Double(Self.maxWeeks) * 0.95 ? 4 : Int((4 * weeksAtFour / (Double(Self.maxWeeks) * 0.95)).rounded(.up))
    }

    /// One week of the history.
    struct History {
        var sets: [WorkoutSet] = []
        var bodyWeight: [BodyWeightEntry] = []
    }

    /// Generates the whole history, oldest first, calling `flush` with every `chunk` sets (and at the
    /// end with the rest), so 1M sets never sit in memory at once.
    func generate(
        exercises: [Exercise], chunk: Int = 50_000,
        flush: ([WorkoutSet], [BodyWeightEntry]) async throws -> Void
    ) async throws -> (weeks: Int, sessions: Int) {
        let byName = Dictionary(uniqueKeysWithValues: exercises.map { ($0.name, $0) })
        let perWeek = sessionsPerWeek
        // Pass 1: how many weeks back the history starts (the set counts do not depend on loads).
        var weeks = 0
        var counted = 0
        while counted < setCount && weeks < Self.maxWeeks {
            counted += week(weeksAgo: weeks, trainingWeek: 0, perWeek: perWeek, byName: byName).sets.count
            weeks += 1
        }
        // Pass 2: oldest week first; the oldest week loses its first sets so the count is exact and
        // the history still runs up to the end day.
        var made = 0
        var sessions = 0
        var surplus = max(0, counted - setCount)
        var pendingSets: [WorkoutSet] = []
        var pendingWeighIns: [BodyWeightEntry] = []
        for weeksAgo in stride(from: weeks - 1, through: 0, by: -1) where made < setCount {
            let w = week(weeksAgo: weeksAgo, trainingWeek: weeks - 1 - weeksAgo, perWeek: perWeek, byName: byName)
            let take = w.sets.dropFirst(surplus).prefix(setCount - made)
            surplus = 0
            pendingSets += take
            made += take.count
            sessions += Set(take.map { Calendar.utc.startOfDay(for: $0.date) }).count
            pendingWeighIns += w.bodyWeight
            if pendingSets.count >= chunk {
                try await flush(pendingSets, pendingWeighIns)
                pendingSets.removeAll(keepingCapacity: true)
                pendingWeighIns.removeAll()
            }
        }
        try await flush(pendingSets, pendingWeighIns)
        return (weeks, sessions)
    }

    /// One week's sets (in date order) and weigh-ins, `weeksAgo` weeks before the end's week.
    func week(weeksAgo: Int, trainingWeek: Int, perWeek: Int, byName: [String: Exercise]) -> History {
        var rng = SplitMix64(seed: SplitMix64.mix(seed ^ SplitMix64.mix(UInt64(weeksAgo) &+ 1)))
        let monday = Calendar.utc.date(byAdding: .day, value: -7 * weeksAgo, to: Self.monday(of: end))!
        var out = History()
        for s in 0..<perWeek {
            let dayOffset = Self.sessionDays[s % 4]
            let hour = perWeek <= 4 ? 18 : [18, 7, 12, 21][(s / 4) % 4]
            let start = monday.addingTimeInterval(Double(dayOffset) * 86_400 + Double(hour) * 3_600 + Double(rng.next(0...20)) * 60)
            let day = Self.rotation[(weeksAgo * perWeek + s) % Self.rotation.count]
            var names = day.always
            var pool = day.optional
            let extra = rng.next(3...5)
            for _ in 0..<extra where !pool.isEmpty { names.append(pool.remove(at: rng.next(0...(pool.count - 1)))) }
            var clock = start
            for name in names {
                guard let exercise = byName[name] else { continue }
                let setsOfIt = rng.next(3...5)
                for k in 0..<setsOfIt {
                    clock += Double(rng.next(90...210))
                    out.sets.append(set(of: exercise, index: k, of: setsOfIt, trainingWeek: trainingWeek, at: clock, rng: &rng))
                }
            }
            if rng.next(0...1) == 1, let cardio = byName[Self.cardio[rng.next(0...2)]] {
                clock += 300
                let minutes = rng.next(15...40)
                let metresPerMinute = cardio.name == "Cycling" ? 400.0 : cardio.name == "Rowing" ? 230 : 170
                let draft = SetDraft(
                    exerciseId: cardio.id, duration: minutes * 60,
                    distance: (Double(minutes) * metresPerMinute / 10).rounded() / 100, distanceUnit: .km, date: clock)
                out.sets.append(WorkoutSet(id: id(&rng), draft: draft, createdAt: clock.addingTimeInterval(30)))
            }
        }
        for dayOffset in [0, 2, 4] {
            let date = monday.addingTimeInterval(Double(dayOffset) * 86_400 + 7 * 3_600)
            let trend = 88 - 6 * (1 - exp(-Double(trainingWeek) / 400)) + 2 * sin(Double(trainingWeek) / 26)
            let weight = ((trend + Double(rng.next(-8...8)) / 10) * 10).rounded() / 10
            out.bodyWeight.append(BodyWeightEntry(id: id(&rng), weight: weight, unit: .kg, date: date))
        }
        out.sets = out.sets.filter { $0.date < end }
        out.bodyWeight = out.bodyWeight.filter { $0.date < end }
        return out
    }

    private func set(
        of exercise: Exercise, index k: Int, of count: Int, trainingWeek: Int, at date: Date,
        rng: inout SplitMix64
    ) -> WorkoutSet {
        var draft = SetDraft(exerciseId: exercise.id, date: date)
        if exercise.exerciseType == .timed {
            draft.duration = 30 + 5 * rng.next(0...12) + min(60, trainingWeek / 20)
        } else {
            let profile = Self.profiles[exercise.name] ?? (20, 8...12)
            let wave = trainingWeek % 8 == 7 ? 0.85 : 1 + 0.025 * Double(trainingWeek % 8)
            let longTerm = 1 + 0.9 * (1 - exp(-Double(trainingWeek) / 250))
            var load = profile.start * longTerm * wave
            var reps = rng.next(profile.reps)
            let warmup = k == 0 && Self.barbell.contains(exercise.name) && rng.next(0...9) < 8
            if warmup {
                load *= 0.5
                reps = max(reps, 8)
                draft.kind = .warmup
            }
            if exercise.usesBodyWeight {
                // Body weight, plus a plate on the belt once strong enough.
                // (Both draws always happen: the set counts of pass 1 must not depend on the week.)
                let belt = rng.next(0...2) == 0
                let plates = rng.next(1...4)
                load = trainingWeek > 150 && !warmup && belt ? Double(5 * plates) : 0
            }
            draft.weight = (load / 2.5).rounded() * 2.5
            draft.weightUnit = .kg
            draft.reps = reps
            if !warmup {
                if k == count - 1 && rng.next(0...14) == 0 {
                    draft.kind = .failure
                } else if k == count - 1 && rng.next(0...19) == 0 {
                    draft.kind = .drop
                    draft.weight = (draft.weight! * 0.7 / 2.5).rounded() * 2.5
                }
                if rng.next(0...2) == 0 { draft.rpe = Double(rng.next(14...20)) / 2 }
            }
        }
        if rng.next(0...39) == 0 { draft.notes = Self.notes[rng.next(0...(Self.notes.count - 1))] }
        return WorkoutSet(id: id(&rng), draft: draft, createdAt: date.addingTimeInterval(5))
    }

    /// A UUID-shaped id from the generator's stream.
    private func id(_ rng: inout SplitMix64) -> String {
        let a = rng.nextRaw()
        let b = rng.nextRaw()
        let hex = String(format: "%016llx%016llx", a, b)
        let c = Array(hex)
        return String(c[0..<8]) + "-" + String(c[8..<12]) + "-" + String(c[12..<16]) + "-" + String(c[16..<20]) + "-" + String(c[20..<32])
    }

    static func monday(of date: Date) -> Date {
        let day = Calendar.utc.startOfDay(for: date)
        let weekday = Calendar.utc.component(.weekday, from: day)  // Sunday = 1.
        return Calendar.utc.date(byAdding: .day, value: -((weekday + 5) % 7), to: day)!
    }
}

/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64).
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func nextRaw() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// SplitMix64's finaliser: spreads a seed so nearby seeds give unrelated streams.
    static func mix(_ x: UInt64) -> UInt64 {
        var z = x
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(nextRaw() % UInt64(range.upperBound - range.lowerBound + 1))
    }
}

extension Calendar {
    static let utc: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }()
}
