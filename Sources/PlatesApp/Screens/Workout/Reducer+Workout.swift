import Foundation
import PlatesCore
import TermUI

/// Workouts from the keyboard (SPEC 8): `w` starts one (the picker) or goes back to the open
/// one's plan, `F` finishes it; the quick-log form walks a routine's plan.
extension Reducer {
    /// `w`: back to the open workout (its plan in the quick log), or the picker.
    func workoutCommand(_ state: inout AppState) -> [Effect] {
        if let open = state.training.open {
            guard open.routineId != nil else { return openQuickLog(&state) }
            state.training.planLoading = true
            return [.training(.loadPlan(workoutId: open.id))]
        }
        var picker = WorkoutPickerState()
        picker.suggest(state.training.routines.value ?? [], recent: state.training.recent)
        state.modal = .workoutPicker(picker)
        // What was trained lately: the routine suggested first follows from it.
        var effects: [Effect] = [.training(.loadRecent(from: nil))]
        if state.training.routines.value == nil {
            state.training.routines.reload()
            effects.append(.training(.loadRoutines))
        }
        if state.summaries.value == nil, !state.summaries.isLoading {
            state.summaries.reload()
            effects.append(.loadSummaries)
        }
        return effects
    }

    /// `F`: finishes the open workout.
    func finishWorkoutCommand(_ state: inout AppState) -> [Effect] {
        guard let open = state.training.open else {
            toast("No workout is open: w starts one.", .info, &state)
            return []
        }
        return [.training(.finish(workoutId: open.id))]
    }

    func workoutPickerKey(_ key: Key, _ state: inout AppState) -> [Effect] {
        guard case .workoutPicker(var p)? = state.modal else { return [] }
        defer { if case .workoutPicker? = state.modal { state.modal = .workoutPicker(p) } }
        if p.starting { return [] }
        let routines = state.training.routines.value ?? []
        if let effects = routineKey(key, &p, &state) { return effects }
        switch key {
        case .escape, .char("q"):
            state.modal = nil
        case .down, .char("j"), .tab:
            p.selected = min(routines.count, p.selected + 1)
            p.moved = true
        case .up, .char("k"), .backTab:
            p.selected = max(0, p.selected - 1)
            p.moved = true
        case .home, .char("g"):
            p.selected = 0
            p.moved = true
        case .end, .char("G"):
            p.selected = routines.count
            p.moved = true
        case .enter:
            let routine = WorkoutPickerState.routine(at: p.selected, in: routines)
            p.starting = true
            p.error = nil
            return [.training(.start(WorkoutDraft(routineId: routine?.id)))]
        default:
            break
        }
        return []
    }

    func trainingAnswered(_ answer: TrainingAnswer, _ state: inout AppState) -> [Effect] {
        switch answer {
        case .current(let r):
            if case .success(let w) = r { state.training.open = w }
            state.training.openKnown = true
            return []
        case .routines(let r):
            state.training.routines.finish(r)
            if case .workoutPicker(var p)? = state.modal {
                p.suggest(state.training.routines.value ?? [], recent: state.training.recent)
                p.selected = min(p.selected, state.training.routines.value?.count ?? 0)
                state.modal = .workoutPicker(p)
            }
            return []
        case .started(.success(let w)):
            state.training.open = w
            state.modal = nil
            toast("▶ Started \(w.name) · F finishes it", .success, &state)
            if w.routineId != nil {
                state.training.planLoading = true
                return [.training(.loadPlan(workoutId: w.id))]
            }
            return openQuickLog(&state)
        case .started(.failure(let e)):
            if case .workoutPicker(var p)? = state.modal {
                p.starting = false
                p.error = e.message
                state.modal = .workoutPicker(p)
            } else {
                toast(e.message, .error, &state)
            }
            return []
        case .plan(.success(let plan?)):
            state.training.planLoading = false
            guard state.modal == nil || state.modal.isQuickLog else { return [] }
            var q = QuickLogState()
            q.walk = PlanWalk(plan: plan)
            fillStep(&q, state)
            state.modal = .quickLog(q)
            return [.prepareToLog]
        case .plan(.success(nil)):
            state.training.planLoading = false
            return openQuickLog(&state)
        case .plan(.failure(let e)):
            state.training.planLoading = false
            toast(e.message, .error, &state)
            return []
        case .planToPrefill(.success(let plan?)):
            return planToPrefill(plan, &state)
        case .planToPrefill:
            // No plan (the workout was finished meanwhile) or none to be read (offline): the form
            // goes on with the last sets, as `plates log` does.
            return []
        case .finished(.success(let w)):
            state.training.open = nil
            if case .quickLog? = state.modal { state.modal = nil }
            toast("✓ Finished \(w.name) · \(DurationText.workout(w.duration(now: environment.now()))) · u reopens it", .success, &state)
            // `F` by mistake, with the plan half done: `u` opens it again where it was.
            state.undo.record(.workoutFinished(w))
            state.dashboard.reload()
            return [.loadDashboard] + (state.route == .history ? reloadScreen(&state, includeShared: false) : [])
        case .finished(.failure(let e)):
            toast(e.message, .error, &state)
            return []
        case .routineSaved(let r):
            return routineSaved(r, &state)
        case .routineDeleted(let r):
            return routineDeleted(r, &state)
        case .workoutDeleted(let r):
            return workoutDeleted(r, &state)
        case .workoutUpdated(let r):
            return workoutUpdated(r, &state)
        case .setsMoved(let r):
            return setsMoved(r, &state)
        case .history(let r):
            if case .success(let workouts) = r { state.training.recent = workouts }
            state.training.recentKnown = true
            state.training.recentLoading = false
            if case .workoutPicker(var p)? = state.modal {
                p.suggest(state.training.routines.value ?? [], recent: state.training.recent)
                state.modal = .workoutPicker(p)
            }
            return []
        }
    }

    /// Puts the walk's current planned set into the form: its exercise, and the set prefilled
    /// from the plan, today and last time.
    func fillStep(_ q: inout QuickLogState, _ state: AppState) {
        guard let walk = q.walk, let step = walk.current, let s = state.summary(step.exerciseId) else { return }
        choose(s, in: &q, state: state)
        let inventory = (state.profile.value ?? Profile()).inventory(state.unit)
        let bar = BarbellGuess.isBarbell(s.exercise) ? (weight: inventory.bar, unit: inventory.unit) : nil
        prefillPlanned(walk.plan.prefill(step, logged: walk.logged, lastSet: s.lastSet, bar: bar), of: s, in: &q, unit: state.unit)
        q.touched = false
    }

    /// A planned set in the set field, as a suggestion: a set typed over it replaces it (as text,
    /// `60x5` typed on `20x5` read `20x560x5`).
    func prefillPlanned(_ planned: SetSpec, of s: ExerciseSummary, in q: inout QuickLogState, unit: WeightUnit) {
        var spec = planned
        // Written as the quick-log writes a body-weight exercise's last set: `bw+20x8`, not `20x8`.
        if s.exercise.usesBodyWeight, spec.reps != nil { spec.bodyWeight = true }
        q.set.prefill(QuickLogFormatter.format(spec, omittingUnit: unit))
    }

    /// The open routine's plan reached a form opened by `l`: the exercise chosen meanwhile gets
    /// its planned set, unless a set was typed over the suggestion.
    func planToPrefill(_ plan: WorkoutPlan, _ state: inout AppState) -> [Effect] {
        guard case .quickLog(var q)? = state.modal, q.walk == nil, plan.workout.id == state.training.open?.id else { return [] }
        q.plan = plan
        if !q.saving, q.set.isPrefilled || q.set.isEmpty, let id = q.exerciseId, let s = state.summary(id),
            let planned = q.planned(s, profile: state.profile.value, unit: state.unit)
        {
            prefillPlanned(planned, of: s, in: &q, unit: state.unit)
        }
        state.modal = .quickLog(q)
        return []
    }

    /// Keys only the walk has: ctrl+n skips the planned set, ctrl+o adds one more.
    func walkKey(_ key: Key, _ q: inout QuickLogState, _ state: AppState) -> Bool {
        guard var walk = q.walk else { return false }
        switch key {
        case .ctrl("n"):
            walk.advance()
        case .ctrl("o"):
            walk.addSet()
        default:
            return false
        }
        q.walk = walk
        q.error = nil
        fillStep(&q, state)
        return true
    }

    /// After a planned set was logged: the next one, with the set just logged counted.
    func walkLogged(_ result: LogResult, _ q: inout QuickLogState, _ state: AppState) {
        guard var walk = q.walk else { return }
        walk.logged += result.sets
        let work = result.sets.filter { $0.kind != .warmup }
        if let first = work.first { walk.logged(workSets: work.count, of: first.exerciseId) }
        q.walk = walk
        q.saving = false
        q.notes.set("")
        fillStep(&q, state)
    }
}

extension Optional where Wrapped == Modal {
    var isQuickLog: Bool { if case .quickLog? = self { return true } else { return false } }
}

extension EffectRunner {
    /// Workout and routine calls; a backend without them (a test's stand-in) says so.
    static func train(_ call: TrainingCall, _ b: any PlatesBackend) async -> TrainingAnswer {
        guard let t = b as? any TrainingBackend else {
            let refusal = PlatesError.forbidden("This backend keeps no workouts or routines.")
            switch call {
            case .loadCurrent: return .current(.success(nil))
            case .loadRoutines: return .routines(.failure(refusal))
            case .start: return .started(.failure(refusal))
            case .loadPlan: return .plan(.failure(refusal))
            case .loadPlanToPrefill: return .planToPrefill(.failure(refusal))
            case .finish: return .finished(.failure(refusal))
            case .loadRecent: return .history(.success([]))
            case .saveRoutine, .addExercisesAndSaveRoutine: return .routineSaved(.failure(refusal))
            case .deleteRoutine: return .routineDeleted(.failure(refusal))
            case .deleteWorkout: return .workoutDeleted(.failure(refusal))
            case .updateWorkout: return .workoutUpdated(.failure(refusal))
            case .moveSets: return .setsMoved(.failure(refusal))
            }
        }
        func capture<T>(_ body: () async throws(PlatesError) -> T) async -> Result<T, PlatesError> {
            do { return .success(try await body()) } catch { return .failure(error) }
        }
        switch call {
        case .loadCurrent: return .current(await capture { () async throws(PlatesError) in try await t.currentWorkout() })
        case .loadRoutines: return .routines(await capture { () async throws(PlatesError) in try await t.listRoutines() })
        case .start(let draft): return .started(await capture { () async throws(PlatesError) in try await t.startWorkout(draft) })
        case .loadPlan(let id): return .plan(await capture { () async throws(PlatesError) in try await t.plan(workoutId: id) })
        case .loadPlanToPrefill(let id): return .planToPrefill(await capture { () async throws(PlatesError) in try await t.plan(workoutId: id) })
        case .finish(let id): return .finished(await capture { () async throws(PlatesError) in try await t.finishWorkout(id: id) })
        case .loadRecent(let from):
            return .history(await capture { () async throws(PlatesError) in try await t.listWorkouts(from: from, to: nil, limit: 100) })
        case .saveRoutine(let id, let draft):
            return .routineSaved(
                await capture { () async throws(PlatesError) in
                    if let id { return try await t.updateRoutine(id: id, draft) }
                    return try await t.createRoutine(draft)
                })
        case .addExercisesAndSaveRoutine(let drafts, let id, let name, let notes, let plan, let unit):
            return .routineSaved(
                await capture { () async throws(PlatesError) in
                    // One after the other: an exercise added stays if a later step fails (the
                    // form then says why, and its next save finds it).
                    for d in drafts { _ = try await t.createExercise(d) }
                    let entries = try RoutineText.entries(
                        plan, exercises: try await t.listExercises(), aliases: (try? await t.exerciseAliases()) ?? [:], unit: unit)
                    let draft = RoutineDraft(name: name, notes: notes, entries: entries)
                    if let id { return try await t.updateRoutine(id: id, draft) }
                    return try await t.createRoutine(draft)
                })
        case .deleteRoutine(let r):
            return .routineDeleted(
                await capture { () async throws(PlatesError) in
                    try await t.deleteRoutine(id: r.id)
                    return r
                })
        case .deleteWorkout(let w):
            return .workoutDeleted(
                await capture { () async throws(PlatesError) in
                    try await t.deleteWorkout(id: w.id)
                    return w
                })
        case .updateWorkout(let id, let patch):
            return .workoutUpdated(await capture { () async throws(PlatesError) in try await t.updateWorkout(id: id, patch) })
        case .moveSets(let ids, let to):
            return .setsMoved(
                await capture { () async throws(PlatesError) in
                    try await t.moveSets(ids: ids, toWorkout: to)
                    return to
                })
        }
    }
}
