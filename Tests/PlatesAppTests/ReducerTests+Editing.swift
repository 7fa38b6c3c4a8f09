import Foundation
import PlatesCore
import TermUI
import Testing

@testable import PlatesApp

/// Editing a set's values through the grammar, and pasting into the focused field.
extension ReducerTests {
    @Test func editingASetUsesTheGrammar() {
        let bench = exercise("Bench Press", id: "b")
        var s = loaded([bench])
        let old = set("s1", "b", 100, 5, "2026-11-21 10:00")
        guard var f = editForm(of: old, &s) else { return }
        #expect(f.fields.map(\.text) == ["100x5", "2026-11-21 10:00", ""])
        f.fields[0].value.set("w60x10@6")
        s.modal = .form(f)
        let effects = reducer.reduce(&s, .event(.key(.enter)))
        #expect(effects == [.updateSet(before: old, SetDraft(exerciseId: "b", weight: 60, weightUnit: .kg, reps: 10, kind: .warmup, rpe: 6, date: old.date))])
        var updated = old
        updated.weight = 60
        _ = reducer.reduce(&s, .saved(.setUpdated(updated, before: old)))
        #expect(s.detail?.sets.value?.items.first?.weight == 60 && s.toast?.message == "✓ Set saved · u undoes")
    }

    /// A set logged to the wrong exercise: its edit names the right one (`ohp`), and the set moves
    /// there as it was. The detail it was in drops it and reads its records again; the toast says
    /// where it went.
    @Test func anEditNamingAnotherExerciseMovesTheSet() {
        let bench = exercise("Bench Press", id: "b")
        let ohp = exercise("Overhead Press", id: "o")
        var s = loaded([bench, ohp])
        let old = set("s1", "b", 60, 5, "2026-11-21 10:00")
        guard var f = editForm(of: old, &s) else { return }
        f.fields[0].value.set("ohp")
        s.modal = .form(f)
        var moved = old
        moved.exerciseId = "o"
        #expect(reducer.reduce(&s, .event(.key(.enter))) == [.updateSet(before: old, moved.draft)])
        let effects = reducer.reduce(&s, .saved(.setUpdated(moved, before: old)))
        #expect(s.toast?.message == "✓ Set saved to Overhead Press · u undoes")
        #expect(s.detail?.sets.value?.items.isEmpty == true)
        #expect(effects.contains(.loadRecords(exerciseId: "b")))
        #expect(s.undo.done.last == .edited(before: old, after: moved, exerciseName: "Overhead Press (was Bench Press)"))
    }

    /// `e` on `set`, alone in its exercise's detail: the edit form.
    func editForm(of set: WorkoutSet, _ s: inout AppState) -> FormState? {
        s.detail = DetailState(exerciseId: set.exerciseId, prTarget: 1)
        s.detail!.sets = .loaded(SetList(items: [set], total: 1))
        _ = reducer.reduce(&s, .event(.key(.char("j"))))
        _ = reducer.reduce(&s, .event(.key(.char("e"))))
        guard case .form(let f)? = s.modal else {
            Issue.record("no edit form")
            return nil
        }
        return f
    }

    @Test func pasteGoesIntoTheFocusedFieldOnly() {
        var s = loaded([])
        _ = reducer.reduce(&s, .event(.paste("q")))
        #expect(!s.shouldQuit && s.modal == nil)
    }
}
