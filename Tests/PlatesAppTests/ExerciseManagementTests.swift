import Foundation
import PlatesApp
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

/// Issue 18: rename and edit, merge and delete an exercise from the TUI (keys on the exercise list
/// and its detail), through the real reducer and effect runner on a demo backend.
@Suite(.onTestThreads) struct ExerciseManagementTests {
    /// An empty demo with Floor Press (two sets) and a Bench Press set, on the exercise list.
    static func app() async throws -> (AppDriver, DemoBackend, Exercise) {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        let floor = try await backend.createExercise(ExerciseDraft(name: "Floor Press", muscleGroup: .chest))
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        for (e, w, day) in [(floor, 80.0, 18.0), (floor, 90.0, 19.0), (bench, 100.0, 20.0)] {
            _ = try await backend.logSets([
                SetDraft(
                    exerciseId: e.id, weight: w, weightUnit: .kg, reps: 5,
                    date: AppDriver.now.addingTimeInterval(-86_400 * (21 - day)))
            ])
        }
        let app = try await AppDriver(backend: backend)
        await app.press(.char("2"), .char("/"))
        await app.type("floor")
        await app.press(.enter)
        return (app, backend, floor)
    }

    @Test func deleteAsksWithTheCountAndUndoPutsItAllBack() async throws {
        let (app, backend, floor) = try await Self.app()
        await app.press(.char("d"))
        guard case .confirm(let c)? = app.state.modal else {
            Issue.record("no question: \(String(describing: app.state.modal))")
            return
        }
        #expect(c.title == "Delete Floor Press?" && c.message == "Its 2 logged sets go with it. u undoes it in this session.")
        await app.press(.char("y"))
        #expect(app.state.toast?.message == "Deleted Floor Press and its 2 sets · u undoes")
        #expect(try await backend.listSets(SetQuery(limit: 10)).total == 1)
        await #expect(throws: PlatesError.self) { try await backend.exercise(id: floor.id) }

        await app.press(.escape, .char("u"))
        #expect(app.state.toast?.message == "Undone: delete of Floor Press and its 2 sets: restored")
        #expect(try await backend.exercise(id: floor.id) == floor)
        #expect(try await backend.records(exerciseId: floor.id).first?.set.weight == 90)
        await app.press(.char("U"))
        #expect(app.state.toast?.message == "Redone: delete of Floor Press and its 2 sets")
        #expect(try await backend.listSets(SetQuery(limit: 10)).total == 1)
    }

    @Test func mergeFromTheDetailMovesTheSetsAndOpensTheTarget() async throws {
        let (app, backend, floor) = try await Self.app()
        await app.press(.enter)
        #expect(app.state.detail?.exerciseId == floor.id)
        await app.press(.char("M"))
        await app.type("bench press")
        await app.press(.enter, .char("y"))
        #expect(app.state.toast?.message == "✓ Merged Floor Press into Bench Press: 2 sets moved · u undoes")
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        #expect(app.state.detail?.exerciseId == bench.id)
        #expect(try await backend.listSets(SetQuery(exerciseId: bench.id, limit: 10)).total == 3)
        #expect(try await backend.exerciseAliases()[Exercise.nameKey("Floor Press")] == bench.id)
    }

    /// Deleting an exercise a routine plans leaves "(deleted exercise)" there and the walk skips
    /// it: the question names the routines (the shipped ones too).
    @Test func deleteNamesTheRoutinesThatPlanTheExercise() async throws {
        let (app, backend, floor) = try await Self.app()
        _ = try await backend.createRoutine(RoutineDraft(name: "Chest day", entries: [RoutineEntry(exerciseId: floor.id, sets: 3, reps: 5)]))
        await app.press(.char("d"))
        guard case .confirm(let c)? = app.state.modal else {
            Issue.record("no question: \(String(describing: app.state.modal))")
            return
        }
        #expect(c.message == "Its 2 logged sets go with it. Chest day plans it: its walk will skip it. u undoes it in this session.")
        await app.press(.escape, .char("/"))
        await app.press(.ctrl("u"))
        await app.type("squat")
        await app.press(.enter, .char("d"))
        guard case .confirm(let d)? = app.state.modal else {
            Issue.record("no question: \(String(describing: app.state.modal))")
            return
        }
        #expect(d.message == "It has no logged sets. 5×5 A, 5×5 B, Legs and Lower plan it: their walks will skip it. u undoes it in this session.")
    }

    /// The form took any unique part of a name: enter merged at once into whatever the text
    /// matched. It now asks, naming the exercise the text matched; `n` goes back to the form as
    /// typed, and nothing moved.
    @Test func mergeAsksFirstNamingTheExerciseTheTextMatched() async throws {
        let (app, backend, floor) = try await Self.app()
        await app.press(.char("m"))
        await app.type("bench")
        await app.press(.enter, .enter)
        guard case .confirm(let c)? = app.state.modal else {
            Issue.record("no question: \(String(describing: app.state.modal))")
            return
        }
        #expect(c.title == "Merge Floor Press into Bench Press?")
        #expect(c.message.contains("Floor Press's sets and its place in routines move to Bench Press") && c.message.hasSuffix("u undoes it in this session."))
        #expect(try await backend.exercise(id: floor.id) == floor)
        await app.press(.char("n"))
        guard case .form(let f)? = app.state.modal else {
            Issue.record("not back in the form: \(String(describing: app.state.modal))")
            return
        }
        #expect(f.fields[0].text == "bench" && !f.saving)
        #expect(try await backend.listSets(SetQuery(exerciseId: floor.id, limit: 10)).total == 2)
    }

    /// A merge could not be taken back (the question said so): a name matched by mistake lost an
    /// exercise for good. `u` now brings it back as it was, with its sets, records, other name and
    /// place in routines; the changes made before it then undo as before (they used to be
    /// forgotten), and `U` merges again.
    @Test func undoTakesTheMergeBackThenTheChangesBeforeIt() async throws {
        let (app, backend, floor) = try await Self.app()
        let chest = try await backend.createRoutine(RoutineDraft(name: "Chest", entries: [RoutineEntry(exerciseId: floor.id, sets: 3, reps: 5)]))
        await app.press(.char("1"), .char("l"))
        await app.type("squat 100x5")
        await app.press(.enter)
        await app.press(.char("l"))
        await app.type("floor press 95x3")
        await app.press(.enter)
        let floorSets = try await backend.listSets(SetQuery(exerciseId: floor.id, limit: 10)).items
        let floorRecords = try await backend.records(exerciseId: floor.id)
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        let benchRecords = try await backend.records(exerciseId: bench.id)
        await app.press(.char("2"))
        await app.press(.char("m"))
        await app.type("bench press")
        await app.press(.enter, .char("y"))
        #expect(app.state.toast?.message == "✓ Merged Floor Press into Bench Press: 3 sets moved · u undoes")
        #expect(try await backend.routine(id: chest.id).entries.map(\.exerciseId) == [bench.id])

        await app.press(.char("u"))
        #expect(app.state.toast?.message == "Undone: merge of Floor Press into Bench Press: Floor Press is back with its 3 sets")
        #expect(try await backend.exercise(id: floor.id) == floor)
        #expect(try await backend.listSets(SetQuery(exerciseId: floor.id, limit: 10)).items == floorSets)
        #expect(try await backend.records(exerciseId: floor.id) == floorRecords)
        #expect(try await backend.records(exerciseId: bench.id) == benchRecords)
        #expect(try await backend.routine(id: chest.id) == chest)
        #expect(try await backend.exerciseAliases()[Exercise.nameKey("Floor Press")] == nil)
        #expect(app.contains("Floor Press"))

        await app.press(.char("u"))
        #expect(app.state.toast?.message == "Undone: log of Floor Press 95 kg × 3")
        await app.press(.char("u"))
        #expect(app.state.toast?.message == "Undone: log of Squat 100 kg × 5")
        await app.press(.char("U"), .char("U"), .char("U"))
        #expect(app.state.toast?.message == "Redone: merge of Floor Press into Bench Press")
        await #expect(throws: PlatesError.self) { try await backend.exercise(id: floor.id) }
        #expect(try await backend.listSets(SetQuery(exerciseId: bench.id, limit: 10)).total == 4)
        // The merge made again is the one taken back: its sets are those it moved this time.
        await app.press(.char("u"))
        #expect(try await backend.listSets(SetQuery(exerciseId: floor.id, limit: 10)).items == floorSets)
    }

    /// Taken back when its name is another exercise's again: said, and the merge stays.
    @Test func aMergeThatCannotBeTakenBackSaysWhy() async throws {
        let (app, backend, floor) = try await Self.app()
        await app.press(.char("m"))
        await app.type("bench press")
        await app.press(.enter, .char("y"))
        _ = try await backend.createExercise(ExerciseDraft(name: "Floor Press", muscleGroup: .chest))
        await app.press(.char("u"))
        #expect(app.state.toast?.message.hasPrefix("Could not undo: ") == true)
        #expect(app.state.toast?.message.contains("Floor Press") == true)
        await #expect(throws: PlatesError.self) { try await backend.exercise(id: floor.id) }
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        #expect(try await backend.listSets(SetQuery(exerciseId: bench.id, limit: 10)).total == 3)
    }

    /// A merge the backend refuses (a set that does not fit) goes back to the form with the reason.
    @Test func aRefusedMergeIsExplainedInTheForm() async throws {
        let (app, backend, floor) = try await Self.app()
        await app.press(.char("m"))
        await app.type("plank")
        await app.press(.enter, .char("y"))
        guard case .form(let f)? = app.state.modal else {
            Issue.record("not back in the form: \(String(describing: app.state.modal))")
            return
        }
        #expect(f.error?.contains("do not fit Plank") == true && f.fields[0].text == "plank")
        #expect(try await backend.exercise(id: floor.id) == floor)
    }

    @Test func mergeNamesOnlyAnotherExerciseAndSaysWhy() async throws {
        let (app, _, _) = try await Self.app()
        await app.press(.char("m"))
        await app.type("floor press")
        await app.press(.enter)
        guard case .form(let f)? = app.state.modal else {
            Issue.record("the form closed")
            return
        }
        #expect(f.error?.contains("No exercise matches") == true)
        await app.press(.ctrl("u"))
        await app.press(.enter)
        guard case .form(let g)? = app.state.modal else {
            Issue.record("the form closed")
            return
        }
        #expect(g.error == "Name the exercise that keeps the sets.")
    }

    @Test func editRenamesAndChangesSettingsOfABuiltInExercise() async throws {
        let (app, backend, _) = try await Self.app()
        await app.press(.char("/"))
        await app.press(.ctrl("u"))
        await app.type("bench")
        await app.press(.enter, .char("E"))
        guard case .form(let f)? = app.state.modal else {
            Issue.record("no form")
            return
        }
        #expect(f.title == "Edit exercise" && f.fields[0].text == "Bench Press")
        await app.press(.ctrl("u"))
        await app.type("Barbell Bench Press")
        await app.press(.tab, .tab, .tab, .tab, .right)  // PR reps: the next target
        await app.press(.enter)
        let renamed = try #require(try await backend.listExercises().first { $0.name == "Barbell Bench Press" })
        #expect(renamed.isBase && renamed.defaultPRReps == 8)
        #expect(app.state.toast?.message == "✓ Saved Barbell Bench Press")
    }

    /// Reps that fall (`100x5,5,4`) are a set each, and the toast says them as typed.
    @Test func repsThatFallAreLoggedASetEach() async throws {
        let (app, backend, floor) = try await Self.app()
        await app.press(.escape, .char("1"), .char("l"))
        await app.type("floor press 95x5,5,4")
        await app.press(.enter)
        #expect(app.state.toast?.message.hasPrefix("✓ Logged Floor Press 3 sets: 95 kg × 5, 5, 4 · New PR!") == true)
        #expect(try await backend.listSets(SetQuery(exerciseId: floor.id, limit: 3)).items.map(\.reps) == [4, 5, 5])
        await app.press(.char("u"))
        #expect(try await backend.listSets(SetQuery(exerciseId: floor.id, limit: 10)).total == 2)
    }

    /// An exercise's other names (merged, mapped by an import, given) are its edit form's last
    /// field: a mapping made in error is dropped there, a name of one's own given.
    @Test func theEditFormGivesAndDropsOtherNames() async throws {
        let (app, backend, floor) = try await Self.app()
        _ = try await backend.addExerciseAlias("Bench Floor", exerciseId: floor.id)
        await app.press(.escape, .char("1"), .char("2"), .char("/"))
        await app.press(.ctrl("u"))
        await app.type("floor press")
        await app.press(.enter, .char("e"))
        guard case .form(let f)? = app.state.modal else {
            Issue.record("no form")
            return
        }
        #expect(f.fields.last?.label == "Other names" && f.fields.last?.text == "bench floor")
        await app.press(.tab, .tab, .tab, .tab, .tab, .tab, .ctrl("u"))
        await app.type("FP; paused floor;")
        await app.press(.enter)
        #expect(app.state.toast?.message == "✓ Saved Floor Press")
        #expect(try await backend.exerciseAliases() == ["fp": floor.id, "paused floor": floor.id])
        #expect(app.state.exerciseAliases == ["fp": floor.id, "paused floor": floor.id])
        // An exercise's own name is refused, in the form.
        await app.press(.char("e"), .tab, .tab, .tab, .tab, .tab, .tab)
        await app.type("; squat")
        await app.press(.enter)
        guard case .form(let g)? = app.state.modal else {
            Issue.record("the form closed")
            return
        }
        #expect(g.error?.hasPrefix("‘squat’ is Squat's own name") == true)
    }

    /// A name an import mapped may hold a `;` (the field's separator): the form saved with the
    /// field as it was leaves it whole.
    @Test func anUntouchedOtherNamesFieldChangesNothing() async throws {
        let (app, backend, floor) = try await Self.app()
        _ = try await backend.addExerciseAlias("Floor; Paused", exerciseId: floor.id)
        await app.press(.escape, .char("1"), .char("2"), .char("/"))
        await app.press(.ctrl("u"))
        await app.type("floor press")
        await app.press(.enter, .char("e"), .enter)
        #expect(app.state.toast?.message == "✓ Saved Floor Press")
        #expect(try await backend.exerciseAliases() == ["floor; paused": floor.id])
    }

    @Test func theKeysAreInHelpOnBothScreens() {
        for context in [KeyContext.exercises, .exerciseDetail] {
            let labels = KeyBindings.help(context).flatMap(\.keys).map(\.label)
            #expect(labels.contains("merge into…") && labels.contains("delete exercise"), "\(context)")
            #expect(labels.contains { $0.hasPrefix("edit / rename") }, "\(context)")
        }
    }
}

/// SPEC 9: the merged name is "an alias used by imports and the matcher". The quick-log read
/// names only: after merging Floor Press into Bench Press, `floor press 100x5` offered to add
/// Floor Press again (undoing the merge by habit) and could not log.
@Suite(.onTestThreads) struct MergedNameTests {
    @Test func theQuickLogReadsANameMergedAwayAsTheExerciseItWentInto() async throws {
        let (app, backend, _) = try await ExerciseManagementTests.app()
        await app.press(.char("m"))
        await app.type("bench press")
        await app.press(.enter, .char("y"))
        #expect(app.state.toast?.message == "✓ Merged Floor Press into Bench Press: 2 sets moved · u undoes")
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })

        // From the dashboard: on the list, "floor" now selects Bench Press, which `l` would fill in.
        await app.press(.char("1"), .char("l"))
        await app.type("floor")
        // Bench Press is offered for it, saying why, and Floor Press is not offered to be added again.
        #expect(app.contains("▸ Bench Press (as floor press)  100 kg × 5"))
        #expect(!app.contains("+ add Floor"))
        await app.type(" press 102.5x5")
        #expect(!app.contains("+ add Floor"))
        await app.press(.enter)
        let latest = try await backend.listSets(SetQuery(limit: 1)).items.first
        #expect(latest?.exerciseId == bench.id && latest?.weight == 102.5)
        #expect(app.state.toast?.message.hasPrefix("✓ Logged Bench Press") == true)
    }

    /// Adding an exercise of a name merged away makes that name its own again (own names win):
    /// the toast says so, and the quick-log then logs the new exercise.
    @Test func addingAnExerciseOfANameMergedAwaySaysItLogsThereNow() async throws {
        let (app, backend, floor) = try await ExerciseManagementTests.app()
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        _ = try await backend.mergeExercise(id: floor.id, into: bench.id)
        await app.press(.escape, .char("1"), .char("2"), .char("a"))
        await app.type("Floor Press")
        await app.press(.enter)
        #expect(app.state.toast?.message == "✓ Added Floor Press · it was another name of Bench Press: it logs here now")
        let added = try #require(try await backend.listExercises().first { $0.name == "Floor Press" })
        await app.press(.escape, .char("1"), .char("l"))
        await app.type("floor press 60x5")
        await app.press(.enter)
        #expect(try await backend.listSets(SetQuery(limit: 1)).items.first?.exerciseId == added.id)
    }

    /// The routine form reads the plan's names the same way.
    @Test func theRoutineFormReadsANameMergedAway() async throws {
        let (app, backend, floor) = try await ExerciseManagementTests.app()
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        _ = try await backend.mergeExercise(id: floor.id, into: bench.id)
        await app.press(.char("1"), .char("2"))
        let aliases = app.state.exerciseAliases
        #expect(aliases[Exercise.nameKey("Floor Press")] == bench.id)
        let entries = try RoutineText.entries("Floor Press 3x5", exercises: try await backend.listExercises(), aliases: aliases, unit: .kg)
        #expect(entries.map(\.exerciseId) == [bench.id])
        #expect(RoutineText.newExercises("Floor Press 3x5", exercises: try await backend.listExercises(), aliases: aliases, unit: .kg).isEmpty)
    }
}

extension MergedNameTests {
    /// The exercise list's search finds an exercise by a name merged into it: after merging Floor
    /// Press into Bench Press, "/floor" said "No exercise matches ‘floor’".
    @Test func theListsSearchFindsANameMergedAway() async throws {
        let (app, backend, floor) = try await ExerciseManagementTests.app()
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        _ = try await backend.mergeExercise(id: floor.id, into: bench.id)
        await app.press(.escape, .char("1"), .char("2"), .char("/"))
        await app.press(.ctrl("u"))
        await app.type("floor")
        let rows = app.state.exercises.visible(app.state.summaries.value ?? [], aliases: app.state.exerciseAliases)
        #expect(rows.map(\.exercise.name) == ["Bench Press"])
        #expect(!app.contains("No exercise matches"))
        await app.press(.enter, .enter)
        #expect(app.state.detail?.exerciseId == bench.id)
        // The detail shows the names it answers to.
        #expect(app.contains("Bench Press · Chest · strength · also floor press"))
    }
}

extension MergedNameTests {
    /// The other names are read after the exercise list, apart: offline, a read with no copy
    /// kept waits for the network to fail, and the list must not wait with it. A failed read
    /// keeps the names known so far.
    @Test func theAliasesAreAskedAfterTheListAndAFailureKeepsTheLastOnes() async throws {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        let reducer = Reducer(environment: .fixed(AppDriver.now))
        var state = AppState(size: Size(width: 100, height: 30), isDemo: true, backendDescription: "", account: nil)
        let list = try await backend.exerciseSummaries()
        #expect(reducer.reduce(&state, .summariesLoaded(.success(list))) == [.loadAliases])
        #expect(state.summaries.value == list)
        #expect(reducer.reduce(&state, .summariesLoaded(.failure(.network("down")))).isEmpty)
        _ = reducer.reduce(&state, .aliasesLoaded(.success(["floor press": "b45e0000-0000-4000-8000-000000000001"])))
        _ = reducer.reduce(&state, .aliasesLoaded(.failure(.network("Offline, with no copy of /exercise-aliases kept."))))
        #expect(state.exerciseAliases == ["floor press": "b45e0000-0000-4000-8000-000000000001"])
    }
}
