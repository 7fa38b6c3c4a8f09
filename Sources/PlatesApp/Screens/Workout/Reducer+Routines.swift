import PlatesCore
import TermUI

/// Routines made and changed from the workout picker: n new, e edit (a shipped one is copied),
/// d twice deletes one of the user's.
extension Reducer {
    /// The picker's routine keys; nil for any other key.
    func routineKey(_ key: Key, _ p: inout WorkoutPickerState, _ state: inout AppState) -> [Effect]? {
        let routines = state.training.routines.value ?? []
        let selected = WorkoutPickerState.routine(at: p.selected, in: routines)
        let deleting = p.confirmDelete
        p.confirmDelete = nil
        switch key {
        case .char("n"):
            state.modal = .form(RoutineForm.make(from: nil, state: state))
            return []
        case .char("e"):
            guard let r = selected else {
                p.error = "Choose a routine to edit (the empty workout has no plan)."
                return []
            }
            state.modal = .form(RoutineForm.make(from: r, state: state))
            return []
        case .char("d"):
            guard let r = selected else { return [] }
            if r.isShipped {
                p.error = "‘\(r.name)’ ships with Plates and cannot be deleted."
                return []
            }
            guard deleting == r.id else {
                p.confirmDelete = r.id
                p.error = nil
                return []
            }
            return [.training(.deleteRoutine(r))]
        default:
            return nil
        }
    }

    func routineSaved(_ result: Result<Routine, PlatesError>, _ state: inout AppState) -> [Effect] {
        switch result {
        case .success(let r):
            var list = (state.training.routines.value ?? []).filter { $0.id != r.id }
            let mine = (list.filter { !$0.isShipped } + [r]).sorted { Exercise.nameKey($0.name) < Exercise.nameKey($1.name) }
            list = mine + list.filter(\.isShipped)
            state.training.routines.finish(.success(list))
            var picker = WorkoutPickerState()
            picker.selected = (list.firstIndex { $0.id == r.id } ?? 0) + 1
            picker.moved = true
            state.modal = .workoutPicker(picker)
            toast("Saved routine \(r.name) · enter starts it", .success, &state)
            // Its plan may have added exercises (`addExercisesAndSaveRoutine`): the list reads them.
            state.summaries.reload()
            return [.loadSummaries]
        case .failure(let e):
            formFailed(e, &state)
        }
        return []
    }

    func routineDeleted(_ result: Result<Routine, PlatesError>, _ state: inout AppState) -> [Effect] {
        switch result {
        case .success(let r):
            let list = (state.training.routines.value ?? []).filter { $0.id != r.id }
            state.training.routines.finish(.success(list))
            if case .workoutPicker(var p)? = state.modal {
                p.selected = min(p.selected, list.count)
                state.modal = .workoutPicker(p)
            }
            toast("Deleted routine \(r.name) (its workouts stay)", .success, &state)
        case .failure(let e):
            if case .workoutPicker(var p)? = state.modal {
                p.error = e.message
                state.modal = .workoutPicker(p)
            } else {
                toast(e.message, .error, &state)
            }
        }
        return []
    }
}
