import Foundation

/// A record and the set that holds it: the heaviest non-warm-up set with at least N reps (earliest
/// on a tie), or for timed and cardio exercises one of `RecordTarget`'s other kinds.
public struct PersonalRecord: Codable, Hashable, Sendable {
    public var target: RecordTarget
    public var set: WorkoutSet

    public init(target: RecordTarget, set: WorkoutSet) {
        self.target = target
        self.set = set
    }

    public init(targetReps: Int, set: WorkoutSet) {
        self.init(target: .reps(targetReps), set: set)
    }

    /// The rep target of a weight record; 0 for the other kinds (no rep target is 0).
    public var targetReps: Int { target.reps ?? 0 }

    /// Epley estimate from the record set's weight and actual reps, in the set's unit.
    public var estimatedOneRepMax: Double {
        OneRepMax.epley(weight: set.weight ?? 0, reps: set.reps ?? 1)
    }

    enum CodingKeys: String, CodingKey {
        case targetReps = "reps"
        case set
        case e1rm
        case record
        case seconds
        case metres
    }

    /// `record` names the kind; without it (a server from before other kinds) a weight record.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        set = try c.decode(WorkoutSet.self, forKey: .set)
        switch try c.decodeIfPresent(String.self, forKey: .record) ?? "reps" {
        case "reps": target = .reps(try c.decode(Int.self, forKey: .targetReps))
        case "longest_hold": target = .longestHold
        case "heaviest_hold": target = .heaviestHold(seconds: try c.decode(Int.self, forKey: .seconds))
        case "longest_distance": target = .longestDistance
        case "longest_duration": target = .longestDuration
        case "fastest": target = .fastest(metres: try c.decode(Int.self, forKey: .metres))
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .record, in: c, debugDescription: "unknown record kind \(other)")
        }
    }

    /// Writes the estimated 1RM beside a weight record (SPEC 5: "PRs … with e1RM"); reading ignores it.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(target.kind, forKey: .record)
        try c.encode(set, forKey: .set)
        switch target {
        case .reps(let n):
            try c.encode(n, forKey: .targetReps)
            try c.encode((estimatedOneRepMax * 10).rounded() / 10, forKey: .e1rm)
        case .heaviestHold(let seconds): try c.encode(seconds, forKey: .seconds)
        case .fastest(let metres): try c.encode(metres, forKey: .metres)
        case .longestHold, .longestDistance, .longestDuration: break
        }
    }
}

/// Personal-record rules (SPEC 3).
public enum PersonalRecords {
    /// Every rep count a record is kept for: the heaviest set of at least N reps, N = 1…20.
    /// Together they are the rep records at each weight (SPEC 9): a set holds N's record exactly
    /// when no other set at its weight or heavier reached N reps first. The PR table and the
    /// chart show the five of `Limits.prReps`; a set of more than 20 reps competes for 20.
    public static let repTargets = Array(1...20)

    /// Whether a set may hold a record: not a warm-up, with weight and reps.
    public static func counts(_ set: WorkoutSet) -> Bool {
        set.kind != .warmup && set.weight != nil && set.reps != nil
    }

    /// Orders two candidate sets: `rank`'s order, then the lower id.
    public static func isBetter(_ a: WorkoutSet, than b: WorkoutSet, bodyWeight: Bool = false) -> Bool {
        let ra = rank(a, bodyWeight: bodyWeight)
        let rb = rank(b, bodyWeight: bodyWeight)
        return ra != rb ? ra < rb : a.id < b.id
    }

    /// Where a set stands among a record's candidates: heavier first (in whole milligrams), then
    /// earlier, then earlier created. For body-weight exercises more reps break a weight tie first:
    /// otherwise the first `BW × 8` would stay the record of an exercise done without added weight
    /// forever (docs/DECISIONS.md).
    public static func rank(_ set: WorkoutSet, bodyWeight: Bool) -> RecordRank {
        RecordRank(
            load: -RecordRank.milligrams(set.weightKg ?? 0), reps: bodyWeight ? -Int64(set.reps ?? 0) : 0,
            date: set.date.unixMilliseconds, createdAt: set.createdAt.unixMilliseconds)
    }

    /// The rep records at each weight from an exercise's records: the sets holding a rep target,
    /// once each, heaviest first (`100 kg × 9`, `90 kg × 12`, `60 kg × 25`). A holder that
    /// another one matches in load with more reps is left out: after 100 kg × 5 then × 7, the ×5
    /// keeps 1–5RM (the earlier holds a tie) but is no rep record at 100 kg.
    public static func repRecordSets(_ records: [PersonalRecord]) -> [WorkoutSet] {
        var seen = Set<String>()
        let sets = records.filter { $0.target.reps != nil && seen.insert($0.set.id).inserted }.map(\.set)
        func load(_ s: WorkoutSet) -> Int64 { RecordRank.milligrams(s.weightKg ?? 0) }
        let frontier = sets.filter { s in !sets.contains { t in t.id != s.id && load(t) >= load(s) && (t.reps ?? 0) > (s.reps ?? 0) } }
        return frontier.sorted { (load($0), $0.reps ?? 0) > (load($1), $1.reps ?? 0) }
    }

    /// The targets a set may hold, before comparing it with their holders.
    public static func targets(reachedBy set: WorkoutSet) -> [Int] {
        guard counts(set), let reps = set.reps else { return [] }
        return repTargets.filter { reps >= $0 }
    }

    /// The record for `target` reps among `sets`, or nil when no set qualifies.
    public static func record(for target: Int, in sets: [WorkoutSet], bodyWeight: Bool = false) -> PersonalRecord? {
        holders(of: [target], in: sets, bodyWeight: bodyWeight).first ?? nil
    }

    /// Records for 1 to 20 reps (`repTargets`); targets no set reaches are left out.
    public static func records(in sets: [WorkoutSet], bodyWeight: Bool = false) -> [PersonalRecord] {
        holders(of: repTargets, in: sets, bodyWeight: bodyWeight).compactMap { $0 }
    }

    /// Each target's holder, in one pass that ranks each set once: the demo store and every
    /// screen over it call this for each exercise on each render.
    private static func holders(of targets: [Int], in sets: [WorkoutSet], bodyWeight: Bool) -> [PersonalRecord?] {
        var best = [(set: WorkoutSet, rank: RecordRank)?](repeating: nil, count: targets.count)
        for set in sets where counts(set) {
            let reps = set.reps ?? 0
            var setRank: RecordRank?
            for (i, target) in targets.enumerated() where reps >= target {
                let r = setRank ?? rank(set, bodyWeight: bodyWeight)
                setRank = r
                if let current = best[i], current.rank != r ? current.rank < r : current.set.id < set.id { continue }
                best[i] = (set, r)
            }
        }
        return zip(targets, best).map { target, holder in holder.map { PersonalRecord(targetReps: target, set: $0.set) } }
    }
}
