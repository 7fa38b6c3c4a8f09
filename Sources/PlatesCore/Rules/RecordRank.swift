import Foundation

/// A record candidate's place, best first (`PersonalRecords.rank`): the lower rank holds the
/// record, and the lower set id on an equal rank.
///
/// Loads compare in whole milligrams, not within a tolerance: 10 lb is 4.535923700000001 kg in
/// floating point and 4.5359237 kg typed, the same load. Rounding keeps the order transitive and
/// lets a store compare ranks without knowing the rule: PostgreSQL's guarded upsert compares
/// `sortKey` arrays (docs/DECISIONS.md).
public struct RecordRank: Comparable, Hashable, Sendable {
    /// Minus the load in milligrams: heavier first.
    public var load: Int64
    /// Minus the reps for a body-weight exercise, else 0.
    public var reps: Int64
    /// Unix milliseconds, as the stores keep them.
    public var date: Int64
    public var createdAt: Int64

    public init(load: Int64, reps: Int64, date: Int64, createdAt: Int64) {
        self.load = load
        self.reps = reps
        self.date = date
        self.createdAt = createdAt
    }

    /// The rank as an array that sorts the same way (SQL compares arrays element by element).
    public var sortKey: [Int64] { [load, reps, date, createdAt] }

    public static func < (a: RecordRank, b: RecordRank) -> Bool {
        // Field by field, not as tuples: a tuple comparison looks up generic metadata on each call,
        // a fifth of a record pass in a debug build.
        if a.load != b.load { return a.load < b.load }
        if a.reps != b.reps { return a.reps < b.reps }
        if a.date != b.date { return a.date < b.date }
        return a.createdAt < b.createdAt
    }

    /// The same order as SQL over `workout_set`'s columns, for a store's index: within one stored
    /// `weight_kg` it is exactly `<` then the id, so a store seeking from one stored weight to the
    /// next lighter reads one set per weight. (Loads that differ only by conversion noise are
    /// different stored weights in one milligram: `RecordWalk` compares them.) `idCollation`:
    /// what makes ids compare as bytes, as Swift's `<` does for them (PostgreSQL: `COLLATE "C"`).
    public static func sqlOrder(bodyWeight: Bool, idCollation: String = "") -> String {
        "weight_kg DESC, " + (bodyWeight ? "reps DESC, " : "") + "date ASC, created_at ASC, id \(idCollation) ASC"
    }

    /// `PersonalRecords.counts` as SQL: not a warm-up, with weight and reps.
    public static let sqlCounts = "kind != 'warmup' AND weight_kg IS NOT NULL AND reps IS NOT NULL"

    static func milligrams(_ kg: Double) -> Int64 { Int64((kg * 1_000_000).rounded()) }
}

/// Finds a record's holder among sets read heaviest first (a store's weight index). Sets come in
/// descending `weight_kg` until `offer` answers false: the first set lighter (in milligrams) than
/// the best so far ends the walk.
public struct RecordWalk: Sendable {
    public let target: Int
    public let bodyWeight: Bool
    private var best: (set: WorkoutSet, rank: RecordRank)?

    public init(target: Int, bodyWeight: Bool) {
        self.target = target
        self.bodyWeight = bodyWeight
    }

    public var holder: WorkoutSet? { best?.set }

    /// The record, or nil when no set reached it.
    public var record: PersonalRecord? { holder.map { PersonalRecord(targetReps: target, set: $0) } }

    /// Takes the next set; false once no later (lighter) set can hold the record.
    public mutating func offer(_ set: WorkoutSet) -> Bool {
        let rank = PersonalRecords.rank(set, bodyWeight: bodyWeight)
        if let best, rank.load > best.rank.load { return false }
        guard PersonalRecords.counts(set), (set.reps ?? 0) >= target else { return true }
        if let best, !(rank < best.rank || (rank == best.rank && set.id < best.set.id)) { return true }
        best = (set, rank)
        return true
    }

    /// The holder from a store's seek: `next(below)` answers the first set, in
    /// `RecordRank.sqlOrder`, of those with at least `target` reps that count and weigh less than
    /// `below` kg as stored. One seek per stored weight, heaviest first, until the walk ends.
    public static func holder(target: Int, bodyWeight: Bool, next: (_ below: Double) throws -> WorkoutSet?) rethrows -> WorkoutSet? {
        var walk = RecordWalk(target: target, bodyWeight: bodyWeight)
        var below = Double.infinity
        while let set = try next(below), walk.offer(set) { below = set.weightKg ?? 0 }
        return walk.holder
    }

    /// `holder(target:bodyWeight:next:)` for a store that answers asynchronously.
    public static func holder(target: Int, bodyWeight: Bool, next: (_ below: Double) async throws -> WorkoutSet?) async rethrows -> WorkoutSet? {
        var walk = RecordWalk(target: target, bodyWeight: bodyWeight)
        var below = Double.infinity
        while let set = try await next(below), walk.offer(set) { below = set.weightKg ?? 0 }
        return walk.holder
    }

    /// Every rep target's holder from the best set of each rep count an exercise has (a store's
    /// walk per count, along an index by reps then weight): a target's holder is the best of the
    /// counts that reach it. Rebuilding 20 targets this way costs a walk per distinct count; a
    /// walk per target along the weight index read every set for a count nobody reached.
    public static func holders(fromBestOf bestByReps: [(reps: Int, set: WorkoutSet)], bodyWeight: Bool) -> [Int: WorkoutSet] {
        var holders: [Int: WorkoutSet] = [:]
        for target in PersonalRecords.repTargets {
            for (reps, set) in bestByReps where reps >= target {
                if let current = holders[target], !PersonalRecords.isBetter(set, than: current, bodyWeight: bodyWeight) { continue }
                holders[target] = set
            }
        }
        return holders
    }
}
