import Foundation

/// What decides whether a lift's best session is recent (`SessionVolumeRecord.recent`): a lift
/// trained since a day (warm-ups aside), its best volume day before that day and its volume days
/// from that day on, in the profile's unit. `SessionVolumeRecord.best` over these is `best` over
/// the whole series, and there is more than one day in it exactly when the whole series has more
/// than one whenever a day from `since` on could be the best: so a store answers a few rows per
/// lift, not its whole history (7,600 days a lift in the 1M-set benchmark file).
public struct RecentVolumes: Hashable, Sendable {
    public var exercise: Exercise
    /// The best day before `since` (`SessionVolumeRecord.best`'s rule: the highest, the earliest of
    /// equal days), nil when there is none.
    public var bestBefore: ProgressPoint?
    /// Every day from `since` on, oldest first.
    public var recent: [ProgressPoint]

    public init(exercise: Exercise, bestBefore: ProgressPoint?, recent: [ProgressPoint]) {
        self.exercise = exercise
        self.bestBefore = bestBefore
        self.recent = recent
    }

    /// Split from the whole volume series (oldest first).
    public init(exercise: Exercise, series: [ProgressPoint], since: Date) {
        self.init(
            exercise: exercise, bestBefore: SessionVolumeRecord.best(series.filter { $0.day < since }),
            recent: series.filter { $0.day >= since })
    }

    /// The days that decide: the best before `since`, then the recent ones.
    public var series: [ProgressPoint] { (bestBefore.map { [$0] } ?? []) + recent }

    /// Gathered through separate calls, for a backend or store with no single read of them: the
    /// sets since `since` (a page or two), the exercises, then each lift's whole volume series.
    public static func gather(
        since: Date,
        sets: (SetQuery) async throws(PlatesError) -> Page<WorkoutSet>,
        exercises: () async throws(PlatesError) -> [Exercise],
        series: (String) async throws(PlatesError) -> [ProgressPoint]
    ) async throws(PlatesError) -> [RecentVolumes] {
        var ids: [String] = []
        var skip = 0
        while true {
            let page = try await sets(SetQuery(from: since, skip: skip, limit: Limits.pageLimit.upperBound))
            for set in page.items where set.kind != .warmup && !ids.contains(set.exerciseId) { ids.append(set.exerciseId) }
            skip += page.items.count
            if page.items.isEmpty || skip >= page.total { break }
        }
        let byId = Dictionary(try await exercises().map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var lifts: [RecentVolumes] = []
        for id in ids {
            guard let exercise = byId[id], SessionVolumeRecord.hasVolumeChart(exercise) else { continue }
            lifts.append(RecentVolumes(exercise: exercise, series: try await series(id), since: since))
        }
        return lifts
    }
}

extension PlatesStorage {
    /// Through the store's separate reads (the demo's and PostgreSQL's); SQLite's answers it in one
    /// read from its progress rows.
    public func recentVolumes(since: Date) async throws(PlatesError) -> [RecentVolumes] {
        try await RecentVolumes.gather(
            since: since, sets: { query throws(PlatesError) in try await sets(query) },
            exercises: { () throws(PlatesError) in try await exercises() },
            series: { id throws(PlatesError) in try await progress(exerciseId: id, measure: .volume) })
    }
}
