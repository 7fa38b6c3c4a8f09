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
        s.detail = DetailState(exerciseId: "b", prTarget: 1)
        s.detail!.sets = .loaded(SetList(items: [old], total: 1))
        _ = reducer.reduce(&s, .event(.key(.char("j"))))
        _ = reducer.reduce(&s, .event(.key(.char("e"))))
        guard case .form(var f)? = s.modal else {
            Issue.record("no edit form")
            return
        }
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

    @Test func pasteGoesIntoTheFocusedFieldOnly() {
        var s = loaded([])
        _ = reducer.reduce(&s, .event(.paste("q")))
        #expect(!s.shouldQuit && s.modal == nil)
    }
}
