import Foundation
import PlatesCore

/// Workouts and routines in the demo's arrays.
extension DemoStore {
    public func workouts(from: Date?, to: Date?, limit: Int) async throws(PlatesError) -> [Workout] {
        Array(
            data.workouts.filter { w in from.map { w.startedAt >= $0 } ?? true && to.map { w.startedAt < $0 } ?? true }
                .sorted { ($0.startedAt, $0.id) > ($1.startedAt, $1.id) }.prefix(limit))
    }

    public func workout(id: String) async throws(PlatesError) -> Workout {
        try data.workouts[workoutIndex(id)]
    }

    public func openWorkout() async throws(PlatesError) -> Workout? {
        data.workouts.filter(\.isOpen).max { ($0.startedAt, $0.id) < ($1.startedAt, $1.id) }
    }

    public func insertWorkout(_ w: Workout, finishing: Workout?, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        if let finishing {
            let i = try workoutIndex(finishing.id)
            guard data.workouts[i].isOpen else { throw .workoutNoLongerOpen(data.workouts[i].name) }
            data.workouts[i] = finishing
        }
        data.workouts.append(w)
    }

    public func updateWorkout(_ w: Workout, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        data.workouts[try workoutIndex(w.id)] = w
    }

    public func deleteWorkout(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        data.workouts.remove(at: try workoutIndex(id))
        for i in data.sets.indices where data.sets[i].workoutId == id { data.sets[i].workoutId = nil }
    }

    public func deleteWorkouts(ids: [String]) async throws(PlatesError) -> Int {
        let gone = Set(ids)
        let before = data.workouts.count
        data.workouts.removeAll { gone.contains($0.id) }
        for i in data.sets.indices where data.sets[i].workoutId.map(gone.contains) == true { data.sets[i].workoutId = nil }
        return before - data.workouts.count
    }

    public func sets(workoutId: String) async throws(PlatesError) -> [WorkoutSet] {
        data.sets.filter { $0.workoutId == workoutId }.sorted { SessionRules.isNewer($1, than: $0) }
    }

    public func moveSets(ids: [String], toWorkout workoutId: String?, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        if let workoutId { _ = try workoutIndex(workoutId) }
        let indexes = try ids.map { id throws(PlatesError) in try setIndex(id).0 }
        for i in indexes { data.sets[i].workoutId = workoutId }
    }

    public func routines() async throws(PlatesError) -> [Routine] {
        data.routines.sorted { (Exercise.nameKey($0.name), $0.id) < (Exercise.nameKey($1.name), $1.id) }
    }

    public func insertRoutine(_ r: Routine, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        try checkRoutineNameFree(r.name, exceptId: nil)
        data.routines.append(r)
    }

    public func updateRoutine(_ r: Routine, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        guard let i = data.routines.firstIndex(where: { $0.id == r.id }) else { throw .notFound(what: "routine", id: r.id) }
        try checkRoutineNameFree(r.name, exceptId: r.id)
        data.routines[i] = r
    }

    public func deleteRoutine(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try Self.refuse(receipt)
        guard let i = data.routines.firstIndex(where: { $0.id == id }) else { throw .notFound(what: "routine", id: id) }
        data.routines.remove(at: i)
    }

    func workoutIndex(_ id: String) throws(PlatesError) -> Int {
        guard let i = data.workouts.firstIndex(where: { $0.id == id }) else { throw .notFound(what: "workout", id: id) }
        return i
    }

    func checkRoutineNameFree(_ name: String, exceptId: String?) throws(PlatesError) {
        let key = Exercise.nameKey(name)
        if let other = data.routines.first(where: { $0.id != exceptId && Exercise.nameKey($0.name) == key }) { throw .routineNameTaken(other.name) }
    }
}
