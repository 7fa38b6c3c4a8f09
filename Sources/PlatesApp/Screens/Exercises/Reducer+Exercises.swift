import PlatesCore
import TermUI

extension Reducer {
    func exercisesCommand(_ command: Command, _ state: inout AppState) -> [Effect] {
        let rows = state.exercises.visible(state.summaries.value ?? [], aliases: state.exerciseAliases)
        let visible = ExerciseListScreen.listRows(state.size)
        if state.exercises.cursor.apply(command, count: rows.count, visible: visible) { return [] }
        switch command {
        case .open:
            guard rows.indices.contains(state.exercises.cursor.selected) else { return [] }
            return openDetail(rows[state.exercises.cursor.selected].exercise, &state)
        case .editExercise, .mergeExercise, .deleteExercise:
            guard rows.indices.contains(state.exercises.cursor.selected) else { return [] }
            return manageExercise(command, rows[state.exercises.cursor.selected].exercise, &state)
        case .filter:
            state.exercises.searching = true
        case .nextTab, .previousTab:
            let n = ExerciseListState.tabTitles.count
            state.exercises.tab = (state.exercises.tab + (command == .nextTab ? 1 : n - 1)) % n
            state.exercises.cursor = ListCursor()
        case .add:
            state.modal = .form(AddExerciseForm.make(tab: state.exercises.tab))
        default:
            break
        }
        return []
    }

    /// Typing in the search box: the list filters as you type; enter keeps the filter, esc clears it.
    func searchKey(_ key: Key, _ state: inout AppState) -> [Effect] {
        switch key {
        case .enter:
            state.exercises.searching = false
        case .escape:
            state.exercises.searching = false
            state.exercises.search.set("")
            state.exercises.cursor = ListCursor()
        case .down, .up:
            let rows = state.exercises.visible(state.summaries.value ?? [], aliases: state.exerciseAliases)
            _ = state.exercises.cursor.apply(key == .down ? .down : .up, count: rows.count, visible: ExerciseListScreen.listRows(state.size))
        default:
            if state.exercises.search.handle(key) { state.exercises.cursor = ListCursor() }
        }
        return []
    }

    func openDetail(_ exercise: Exercise, _ state: inout AppState) -> [Effect] {
        let detail = DetailState(exercise)
        state.detail = detail
        return [
            .loadRecords(exerciseId: exercise.id), .loadProgress(exerciseId: exercise.id, measure: detail.chart),
            .loadExerciseSets(exerciseId: exercise.id, skip: 0),
        ]
    }
}
