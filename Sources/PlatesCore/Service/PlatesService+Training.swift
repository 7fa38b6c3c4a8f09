import Foundation

/// Workouts and routines: validated and composed here, stored by the store.
extension PlatesService: TrainingBackend {
    public func listWorkouts(from: Date?, to: Date?, limit: Int) async throws(PlatesError) -> [Workout] {
        try Validator.page(skip: 0, limit: limit)
        return try await store.workouts(from: from, to: to, limit: limit)
    }

    public func workout(id: String) async throws(PlatesError) -> WorkoutDetail {
        WorkoutDetail(workout: try await store.workout(id: id), sets: try await store.sets(workoutId: id))
    }

    public func currentWorkout() async throws(PlatesError) -> Workout? {
        try await store.openWorkout()
    }

    public func startWorkout(_ draft: WorkoutDraft) async throws(PlatesError) -> Workout {
        try await startWorkout(draft, receipt: nil)
    }

    public func startWorkout(_ draft: WorkoutDraft, receipt: WriteReceipt<Workout>?) async throws(PlatesError) -> Workout {
        let now = environment.now()
        let routine = try await draft.routineId.asyncMap { id throws(PlatesError) in try await self.routine(id: id) }
        let name = try Self.workoutName(WorkoutRules.name(draft.name, routine: routine))
        let started = try Validator.date(draft.startedAt ?? now, now: now).roundedToMilliseconds
        let workout = Workout(
            id: environment.makeID(), name: name, notes: try Validator.note(draft.notes), startedAt: started, routineId: routine?.id,
            createdAt: now.roundedToMilliseconds)
        var finishing = try await store.openWorkout()
        if let open = finishing { finishing?.finishedAt = try await finishTime(open, now: now) }
        try await store.insertWorkout(workout, finishing: finishing, receipt: receipt?.composed { workout })
        return workout
    }

    public func finishWorkout(id: String) async throws(PlatesError) -> Workout {
        try await finishWorkout(id: id, receipt: nil)
    }

    public func finishWorkout(id: String, receipt: WriteReceipt<Workout>?) async throws(PlatesError) -> Workout {
        var w = try await store.workout(id: id)
        guard w.isOpen else { return w }
        w.finishedAt = try await finishTime(w, now: environment.now())
        let finished = w
        try await store.updateWorkout(w, receipt: receipt?.composed { finished })
        return w
    }

    /// `WorkoutRules.finish` with the workout's last set.
    func finishTime(_ w: Workout, now: Date) async throws(PlatesError) -> Date {
        let last = try await store.sets(workoutId: w.id).last?.date
        return WorkoutRules.finish(w, lastSet: last, now: now).roundedToMilliseconds
    }

    public func updateWorkout(id: String, _ patch: WorkoutPatch) async throws(PlatesError) -> Workout {
        try await updateWorkout(id: id, patch, receipt: nil)
    }

    public func updateWorkout(id: String, _ patch: WorkoutPatch, receipt: WriteReceipt<Workout>?) async throws(PlatesError) -> Workout {
        var w = try await store.workout(id: id)
        let now = environment.now()
        if let name = patch.name { w.name = try Self.workoutName(name) }
        if let notes = patch.notes { w.notes = try Validator.note(notes) }
        if let started = patch.startedAt { w.startedAt = try Validator.date(started, now: now).roundedToMilliseconds }
        if let finished = patch.finishedAt {
            // Reopened (the TUI's `u` after `F`): one workout is open at a time.
            if finished == nil, !w.isOpen, let other = try await store.openWorkout(), other.id != w.id {
                throw .conflict("\(other.name) is open: finish it (F) before \(w.name) is open again.")
            }
            w.finishedAt = try finished.map { d throws(PlatesError) in try Validator.date(d, now: now).roundedToMilliseconds }
        }
        if let f = w.finishedAt, f < w.startedAt {
            throw .validation("A workout cannot finish before it starts.", field: "finished_at")
        }
        let changed = w
        try await store.updateWorkout(w, receipt: receipt?.composed { changed })
        return w
    }

    public func deleteWorkout(id: String) async throws(PlatesError) {
        try await deleteWorkout(id: id, receipt: nil)
    }

    public func deleteWorkout(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        try await store.deleteWorkout(id: id, receipt: receipt)
    }

    public func moveSets(ids: [String], toWorkout: String?) async throws(PlatesError) {
        try await moveSets(ids: ids, toWorkout: toWorkout, receipt: nil)
    }

    public func moveSets(ids: [String], toWorkout: String?, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        guard ids.count <= Limits.setsMovedAtOnce.upperBound else {
            throw .validation("Move at most \(Limits.setsMovedAtOnce.upperBound) sets at once.", field: "set_ids")
        }
        guard !ids.isEmpty else { return }
        try await store.moveSets(ids: ids, toWorkout: toWorkout, receipt: receipt)
    }

    // MARK: Routines

    public func listRoutines() async throws(PlatesError) -> [Routine] {
        try await store.routines() + shippedRoutines(ShippedRoutines.all, known: nil)
    }

    public func routine(id: String) async throws(PlatesError) -> Routine {
        try await routine(id: id, known: nil)
    }

    /// `known`: the user's exercise ids, when the caller has read them.
    func routine(id: String, known: Set<String>?) async throws(PlatesError) -> Routine {
        if let shipped = ShippedRoutines.routine(id: id) { return try await shippedRoutines([shipped], known: known)[0] }
        guard let own = try await store.routines().first(where: { $0.id == id }) else { throw .notFound(what: "routine", id: id) }
        return own
    }

    /// Shipped routines as this user reads them (`ShippedRoutines.reading`): the aliases are read
    /// only when a built-in they plan is gone.
    func shippedRoutines(_ routines: [Routine], known: Set<String>?) async throws(PlatesError) -> [Routine] {
        let ids: Set<String>
        if let known { ids = known } else { ids = Set(try await store.exercises().map(\.id)) }
        guard routines.contains(where: { $0.entries.contains { !ids.contains($0.exerciseId) } }) else { return routines }
        return ShippedRoutines.reading(routines, known: ids, aliases: try await store.exerciseAliases())
    }

    public func createRoutine(_ draft: RoutineDraft) async throws(PlatesError) -> Routine {
        try await createRoutine(draft, receipt: nil)
    }

    public func createRoutine(_ draft: RoutineDraft, receipt: WriteReceipt<Routine>?) async throws(PlatesError) -> Routine {
        let valid = try await validRoutine(draft)
        let routine = Routine(
            id: environment.makeID(), name: valid.name, notes: valid.notes, entries: valid.entries,
            createdAt: environment.now().roundedToMilliseconds)
        try await store.insertRoutine(routine, receipt: receipt?.composed { routine })
        return routine
    }

    public func updateRoutine(id: String, _ draft: RoutineDraft) async throws(PlatesError) -> Routine {
        try await updateRoutine(id: id, draft, receipt: nil)
    }

    public func updateRoutine(id: String, _ draft: RoutineDraft, receipt: WriteReceipt<Routine>?) async throws(PlatesError) -> Routine {
        if let shipped = ShippedRoutines.routine(id: id) {
            throw .forbidden("‘\(shipped.name)’ ships with Plates and cannot be changed: copy it, then change the copy.")
        }
        var routine = try await routine(id: id)
        let valid = try await validRoutine(draft)
        routine.name = valid.name
        routine.notes = valid.notes
        routine.entries = valid.entries
        let changed = routine
        try await store.updateRoutine(routine, receipt: receipt?.composed { changed })
        return routine
    }

    public func deleteRoutine(id: String) async throws(PlatesError) {
        try await deleteRoutine(id: id, receipt: nil)
    }

    public func deleteRoutine(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        if let shipped = ShippedRoutines.routine(id: id) { throw .forbidden("‘\(shipped.name)’ ships with Plates and cannot be deleted.") }
        try await store.deleteRoutine(id: id, receipt: receipt)
    }

    /// Names, notes, and each entry checked against its exercise's type.
    func validRoutine(_ draft: RoutineDraft) async throws(PlatesError) -> RoutineDraft {
        var d = draft
        d.name = try TextRule.checked(draft.name, .exerciseName, field: "name")
        guard !d.name.isEmpty else { throw .validation("The routine's name is empty: type a name.", field: "name") }
        d.notes = try Validator.note(draft.notes)
        guard !draft.entries.isEmpty else { throw .validation("A routine needs at least one exercise.", field: "entries") }
        guard draft.entries.count <= RoutineText.maxEntries else {
            throw .validation("A routine holds at most \(RoutineText.maxEntries) exercises.", field: "entries")
        }
        let exercises = try await exercises(for: draft.entries.map(\.exerciseId))
        d.entries = try draft.entries.map { e throws(PlatesError) in try e.checked(for: exercises[e.exerciseId]!) }
        return d
    }

    static func workoutName(_ raw: String) throws(PlatesError) -> String {
        let name = try TextRule.checked(raw, .exerciseName, field: "name")
        guard !name.isEmpty else { throw .validation("The workout's name is empty: type a name.", field: "name") }
        return name
    }

    // MARK: The plan walk

    public func plan(workoutId: String) async throws(PlatesError) -> WorkoutPlan? {
        let workout = try await store.workout(id: workoutId)
        guard let routineId = workout.routineId else { return nil }
        let exercises = Dictionary(try await store.exercises().map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let routine: Routine
        do {
            routine = try await self.routine(id: routineId, known: Set(exercises.keys))
        } catch .notFound {
            return nil
        }
        let logged = try await store.sets(workoutId: workoutId)
        var previous: [String: [WorkoutSet]] = [:]
        // The last other workout of this routine before this one: its sets are "previous".
        let earlier = try await store.workouts(from: nil, to: workout.startedAt, limit: 50)
        if let last = earlier.first(where: { $0.routineId == routineId && $0.id != workoutId }) {
            let sets = try await store.sets(workoutId: last.id)
            for id in Set(sets.map(\.exerciseId)) { previous[id] = RoutinePlan.workSets(sets, of: id) }
        }
        return WorkoutPlan(workout: workout, routine: routine, steps: RoutinePlan.steps(routine, exercises: exercises), logged: logged, previous: previous)
    }
}

extension Optional {
    /// `map` for an async, typed-throwing transform.
    public func asyncMap<U>(_ transform: (Wrapped) async throws(PlatesError) -> U) async throws(PlatesError) -> U? {
        guard let value = self else { return nil }
        return try await transform(value)
    }
}
