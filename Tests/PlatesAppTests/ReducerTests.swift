import Foundation
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

@testable import PlatesApp

/// One behaviour per test: an action in, the state change and the effects out.
@Suite(.onTestThreads) struct ReducerTests {
    let reducer = Reducer(environment: .fixed(AppDriver.now))
    func fresh() -> AppState { AppState(size: Size(width: 80, height: 24), isDemo: true, backendDescription: "demo") }

    func exercise(_ name: String, _ group: MuscleGroup = .chest, id: String? = nil, bodyWeight: Bool = false) -> Exercise {
        Exercise(id: id ?? name, name: name, muscleGroup: group, usesBodyWeight: bodyWeight, createdAt: AppDriver.now)
    }

    func set(_ id: String, _ exerciseId: String, _ weight: Double, _ reps: Int, _ date: String) -> WorkoutSet {
        WorkoutSet(
            id: id, draft: SetDraft(exerciseId: exerciseId, weight: weight, weightUnit: .kg, reps: reps, date: AppDriver.fixedDate(date)),
            createdAt: AppDriver.fixedDate(date))
    }

    func loaded(_ exercises: [Exercise], last: [String: WorkoutSet] = [:]) -> AppState {
        var s = fresh()
        s.summaries = .loaded(exercises.map { ExerciseSummary(exercise: $0, lastSet: last[$0.id], lastSessionTopSet: nil, currentRecord: nil) })
        s.profile = .loaded(Profile())
        return s
    }

    @Test func aFailedLoadKeepsWhatWasShownAndRetryReloads() {
        var s = loaded([exercise("Bench Press")])
        s.route = .exercises
        let before = s.summaries.value
        _ = reducer.reduce(&s, .summariesLoaded(.failure(.network("timed out"))))
        #expect(s.summaries == .failed(.network("timed out"), previous: before))
        #expect(reducer.reduce(&s, .event(.key(.char("r")))).contains(.loadSummaries))
        #expect(s.summaries == .loading(previous: before))
    }

    @Test func digitsAndTabSwitchScreensAndLoadThem() {
        var store = ReducerTestStore(fresh(), reducer: reducer)
        store.send(.event(.key(.char("3"))), effects: [.firstHistoryRead, .training(.loadRecent(from: nil))]) {
            $0.route = .history
            $0.history.sets = .loading(previous: nil)
            $0.history.settling = true
            $0.training.recentLoading = true
            $0.busySince = AppDriver.now
        }
        store.send(.event(.key(.tab)), effects: [.loadBodyWeightStats, .loadBodyWeightEntries(skip: 0)]) {
            $0.route = .bodyWeight
            $0.bodyWeight.stats = .loading(previous: nil)
            $0.bodyWeight.entries = .loading(previous: nil)
        }
        // Back on History, it loads again (the first load's answer, if it comes, is dropped by the loop).
        store.send(.event(.key(.backTab)), effects: [.firstHistoryRead, .training(.loadRecent(from: nil))]) { $0.route = .history }
    }

    @Test func movingKeepsTheSelectionInRangeAndVisible() {
        var s = loaded((0..<40).map { exercise("Lift \($0 + 10)") })
        s.route = .exercises
        _ = reducer.reduce(&s, .event(.key(.char("G"))))
        #expect(s.exercises.cursor.selected == 39)
        #expect(s.exercises.cursor.offset == 40 - ExerciseListScreen.listRows(s.size))
        _ = reducer.reduce(&s, .event(.key(.char("j"))))
        #expect(s.exercises.cursor.selected == 39)
        _ = reducer.reduce(&s, .event(.key(.char("g"))))
        #expect(s.exercises.cursor == ListCursor(selected: 0, offset: 0))
    }

    @Test func searchFiltersAsYouTypeAndEscClears() {
        var s = loaded([exercise("Bench Press"), exercise("Squat", .legs), exercise("Leg Press", .legs)])
        s.route = .exercises
        _ = reducer.reduce(&s, .event(.key(.char("/"))))
        #expect(s.keyContext == .searching)
        for c in "press" { _ = reducer.reduce(&s, .event(.key(.char(c)))) }
        #expect(s.exercises.visible(s.summaries.value!, aliases: s.exerciseAliases).map(\.exercise.name) == ["Bench Press", "Leg Press"])
        _ = reducer.reduce(&s, .event(.key(.char("q"))))  // typed, not quit
        #expect(!s.shouldQuit && s.exercises.search.text == "pressq")
        _ = reducer.reduce(&s, .event(.key(.escape)))
        #expect(s.exercises.search.text.isEmpty && !s.exercises.searching)
    }

    @Test func muscleTabsFilterByGroup() {
        var s = loaded([exercise("Bench Press"), exercise("Squat", .legs)])
        s.route = .exercises
        _ = reducer.reduce(&s, .event(.key(.char("]"))))
        #expect(s.exercises.group == .chest)
        #expect(s.exercises.visible(s.summaries.value!, aliases: s.exerciseAliases).map(\.exercise.name) == ["Bench Press"])
        _ = reducer.reduce(&s, .event(.key(.char("["))))
        _ = reducer.reduce(&s, .event(.key(.char("["))))
        #expect(s.exercises.group == .cardio)
    }

    @Test func enterOpensTheDetailAndEscGoesBack() {
        var s = loaded([exercise("Bench Press", id: "b")])
        s.route = .exercises
        #expect(
            reducer.reduce(&s, .event(.key(.enter))) == [
                .loadRecords(exerciseId: "b"), .loadProgress(exerciseId: "b", measure: .weight(minReps: 1)), .loadExerciseSets(exerciseId: "b", skip: 0),
            ])
        #expect(s.detail?.exerciseId == "b" && s.keyContext == .exerciseDetail)
        _ = reducer.reduce(&s, .event(.key(.escape)))
        #expect(s.detail == nil && s.route == .exercises)
        // Backspace goes back too, without esc's wait for an escape sequence.
        _ = reducer.reduce(&s, .event(.key(.enter)))
        _ = reducer.reduce(&s, .event(.key(.backspace)))
        #expect(s.detail == nil && s.route == .exercises)
    }

    @Test func theRepTargetCyclesAndReloadsProgress() {
        var s = loaded([exercise("Bench Press", id: "b")])
        s.detail = DetailState(exerciseId: "b", prTarget: 1)
        #expect(reducer.reduce(&s, .event(.key(.right))) == [.loadProgress(exerciseId: "b", measure: .weight(minReps: 3))])
        _ = reducer.reduce(&s, .event(.key(.left)))
        _ = reducer.reduce(&s, .event(.key(.left)))
        #expect(s.detail?.prTarget == 10)
    }

    @Test func resultsForAnotherExerciseAreIgnored() {
        var s = loaded([exercise("Bench Press", id: "b")])
        s.detail = DetailState(exerciseId: "b", prTarget: 5)
        _ = reducer.reduce(&s, .recordsLoaded(exerciseId: "other", .success([])))
        _ = reducer.reduce(&s, .progressLoaded(exerciseId: "b", measure: .weight(minReps: 3), .success([])))
        #expect(s.detail?.records == .loading(previous: nil) && s.detail?.progress == .loading(previous: nil))
        _ = reducer.reduce(&s, .recordsLoaded(exerciseId: "b", .success([])))
        _ = reducer.reduce(&s, .progressLoaded(exerciseId: "b", measure: .weight(minReps: 5), .success([])))
        #expect(s.detail?.records == .loaded([]) && s.detail?.progress == .loaded([]))
    }

    @Test func quickLogFromARowPrefillsTheLastSet() {
        let bench = exercise("Bench Press", id: "b")
        var s = loaded([bench], last: ["b": set("s1", "b", 100, 5, "2026-11-20 18:00")])
        s.route = .exercises
        _ = reducer.reduce(&s, .event(.key(.char("l"))))
        guard case .quickLog(let q)? = s.modal else {
            Issue.record("no quick-log")
            return
        }
        #expect(q.exerciseId == "b" && q.set.text == "100x5" && q.focus == .set)
    }

    @Test func enterInTheQuickLogLogsTheSetAndWaitsForTheCommit() {
        let bench = exercise("Bench Press", id: "b")
        var s = loaded([bench], last: ["b": set("s1", "b", 100, 5, "2026-11-20 18:00")])
        s.route = .exercises
        _ = reducer.reduce(&s, .event(.key(.char("l"))))
        let effects = reducer.reduce(&s, .event(.key(.enter)))
        let draft = SetDraft(exerciseId: "b", weight: 100, weightUnit: .kg, reps: 5, date: AppDriver.now)
        #expect(effects == [.logSets([draft], exerciseName: "Bench Press")])
        guard case .quickLog(let q)? = s.modal else {
            Issue.record("closed before the commit")
            return
        }
        #expect(q.saving)
        #expect(!s.contains(toast: "Logged"))
    }

    @Test func aWholeEntryInTheExerciseFieldLogsAtOnce() {
        var s = loaded([exercise("Bench Press", id: "b")])
        _ = reducer.reduce(&s, .event(.key(.char("l"))))
        _ = reducer.reduce(&s, .event(.paste("bench 102,5x5@8")))
        let effects = reducer.reduce(&s, .event(.key(.enter)))
        let draft = SetDraft(exerciseId: "b", weight: 102.5, weightUnit: .kg, reps: 5, rpe: 8, date: AppDriver.now)
        #expect(effects == [.logSets([draft], exerciseName: "Bench Press")])
    }

    @Test func aBadSetKeepsWhatWasTypedAndSaysWhy() {
        var s = loaded([exercise("Bench Press", id: "b")])
        _ = reducer.reduce(&s, .event(.key(.char("l"))))
        for c in "ben" { _ = reducer.reduce(&s, .event(.key(.char(c)))) }
        _ = reducer.reduce(&s, .event(.key(.enter)))
        for c in "abc" { _ = reducer.reduce(&s, .event(.key(.char(c)))) }
        #expect(reducer.reduce(&s, .event(.key(.enter))).isEmpty)
        guard case .quickLog(let q)? = s.modal else {
            Issue.record("closed")
            return
        }
        #expect(q.set.text == "abc" && q.exercise.text == "Bench Press")
        #expect(q.error?.contains("abc") == true)
    }

    @Test func aFailedWriteKeepsTheFormAndItsValues() {
        var s = loaded([exercise("Bench Press", id: "b")])
        _ = reducer.reduce(&s, .event(.key(.char("l"))))
        _ = reducer.reduce(&s, .event(.paste("bench 100x5")))
        _ = reducer.reduce(&s, .event(.key(.enter)))
        _ = reducer.reduce(&s, .saveFailed(.network("The server did not answer.")))
        guard case .quickLog(let q)? = s.modal else {
            Issue.record("closed")
            return
        }
        #expect(!q.saving && q.error == "The server did not answer." && q.exercise.text == "bench 100x5")
    }

    @Test func aCommittedLogClosesTheFormToastsAndReloads() {
        var s = loaded([exercise("Bench Press", id: "b")])
        s.modal = .quickLog(QuickLogState())
        let logged = set("n1", "b", 100, 5, "2026-11-21 12:00")
        let effects = reducer.reduce(
            &s, .saved(.logged(LogResult(sets: [logged], newRecords: [PersonalRecord(targetReps: 5, set: logged)]), exerciseName: "Bench Press")))
        #expect(s.modal == nil)
        #expect(s.toast?.message == "✓ Logged Bench Press 100 kg × 5 · New PR! 5RM")
        #expect(s.undo.done == [.logged([logged], exerciseName: "Bench Press")])
        // The log also asks whether it made the day the lift's best session volume.
        let check = SessionVolumeRecord.Check(exerciseId: "b", day: reducer.environment.calendar.startOfDay(for: logged.date), addedKg: 500)
        #expect(effects == [.loadDashboard, .loadSummaries, .sync, .checkSessionVolume(check)])
        // A series where today's 500 kg beat the 450 of before: said after the log's toast, once.
        let series = [ProgressPoint(day: AppDriver.fixedDate("2026-11-14 00:00"), value: 450, unit: .kg), ProgressPoint(day: check.day, value: 500, unit: .kg)]
        _ = reducer.reduce(&s, .sessionVolumeChecked(check, .success(series)))
        #expect(s.toast?.message == "✓ Logged Bench Press 100 kg × 5 · New PR! 5RM · Best session volume 500 kg")
        _ = reducer.reduce(&s, .sessionVolumeChecked(check, .success(series)))
        #expect(s.toast?.message == "✓ Logged Bench Press 100 kg × 5 · New PR! 5RM · Best session volume 500 kg")
        // Not the best, or the read failed: nothing more is said.
        s.toast = nil
        _ = reducer.reduce(&s, .sessionVolumeChecked(check, .success([series[1], ProgressPoint(day: series[0].day, value: 900, unit: .kg)])))
        _ = reducer.reduce(&s, .sessionVolumeChecked(check, .failure(.network("down"))))
        #expect(s.toast == nil)
    }

    @Test func writesKeptOfflineShowAsPendingAndAreRetriedUntilSent() {
        var s = loaded([exercise("Bench Press", id: "b")])
        s.isDemo = false
        let logged = set("pending-k-0", "b", 100, 5, "2026-11-21 12:00")
        var effects = reducer.reduce(&s, .saved(.logged(LogResult(sets: [logged], newRecords: [], queuedOffline: true), exerciseName: "Bench Press")))
        #expect(s.toast?.message == "✓ Saved offline: Bench Press 100 kg × 5 · sent when the server answers")
        #expect(effects.contains(.sync) && s.syncing)
        effects = reducer.reduce(&s, .synced(SyncStatus(pending: 3, offline: true)))
        #expect(effects.isEmpty && !s.syncing && s.nextSync != nil)
        #expect(AppView.render(s, ViewContext(.fixed(AppDriver.now))).framedRows.first?.contains("offline · 3 pending") == true)
        // The next tick after the interval tries again; success reloads what the screens show.
        let later = Reducer(environment: .fixed(AppDriver.now.addingTimeInterval(Reducer.syncInterval + 1)))
        #expect(later.reduce(&s, .event(.tick)).contains(.sync))
        effects = later.reduce(&s, .synced(SyncStatus()))
        #expect(s.sync.pending == 0 && s.nextSync == nil && s.toast?.message == "✓ Back online: 3 pending writes sent")
        #expect(effects.contains(.loadDashboard) && effects.contains(.loadSummaries))
        #expect(AppView.render(s, ViewContext(.fixed(AppDriver.now))).framedRows.first?.contains("pending") == false)
    }

    @Test func undoTakesBackTheLastLog() {
        var s = loaded([exercise("Bench Press", id: "b")])
        #expect(reducer.reduce(&s, .event(.key(.char("u")))).isEmpty)
        #expect(s.toast?.message.hasPrefix("Nothing to undo") == true)
        let sets = [set("n1", "b", 100, 5, "2026-11-21 12:00"), set("n2", "b", 100, 5, "2026-11-21 12:00")]
        let change = SetChange.logged(sets, exerciseName: "Bench Press")
        s.undo.record(change)
        #expect(reducer.reduce(&s, .event(.key(.char("u")))) == [.revert(change, .undo)])
        _ = reducer.reduce(&s, .saved(.reverted(change, .undo)))
        #expect(s.undo.done.isEmpty && s.undo.undone == [change] && s.toast?.message == "Undone: log of Bench Press 2 × 100 kg × 5")
    }

    @Test func deleteAsksFirstAndOnlyYesDeletes() {
        var s = loaded([exercise("Bench Press", id: "b")])
        s.route = .history
        s.history.sets = .loaded(SetList(items: [set("s1", "b", 100, 5, "2026-11-21 10:00")], total: 1))
        s.history.expanded = [AppDriver.fixedDate("2026-11-21 00:00")]
        _ = reducer.reduce(&s, .event(.key(.char("j"))))
        _ = reducer.reduce(&s, .event(.key(.char("d"))))
        guard case .confirm(let c)? = s.modal else {
            Issue.record("no confirm")
            return
        }
        #expect(c.message == "Bench Press 100 kg × 5 on 2026-11-21 10:00")
        #expect(reducer.reduce(&s, .event(.key(.char("x")))).isEmpty)
        _ = reducer.reduce(&s, .event(.key(.char("n"))))
        #expect(s.modal == nil)
        _ = reducer.reduce(&s, .event(.key(.char("d"))))
        let doomed = set("s1", "b", 100, 5, "2026-11-21 10:00")
        #expect(reducer.reduce(&s, .event(.key(.char("y")))) == [.deleteSet(doomed)])
        _ = reducer.reduce(&s, .saved(.setDeleted(doomed)))
        #expect(s.history.sets.value?.items.isEmpty == true && s.history.sets.value?.total == 0 && s.modal == nil)
    }

    /// Exercises are looked up by an index of the list, built again when the list changes: a
    /// renamed exercise shows its new name, a deleted one none, in the same state's frames.
    @Test func exerciseLookUpsFollowTheList() {
        var s = loaded([exercise("Bench Press", id: "b"), exercise("Squat", id: "q")])
        #expect(s.exercise("q")?.name == "Squat" && s.exercise("x") == nil)
        s.summaries = .loaded([ExerciseSummary(exercise: exercise("Back Squat", id: "q"), lastSet: nil, lastSessionTopSet: nil, currentRecord: nil)])
        #expect(s.exercise("q")?.name == "Back Squat" && s.exercise("b") == nil)
        let copy = s  // a copy shares the index and reads the same
        #expect(copy.exercise("q")?.name == "Back Squat")
    }

    @Test func formsValidateAndKeepValues() {
        var s = loaded([exercise("Bench Press", id: "b")])
        s.route = .bodyWeight
        _ = reducer.reduce(&s, .event(.key(.char("a"))))
        for c in "abc" { _ = reducer.reduce(&s, .event(.key(.char(c)))) }
        #expect(reducer.reduce(&s, .event(.key(.enter))).isEmpty)
        guard case .form(var f)? = s.modal else {
            Issue.record("no form")
            return
        }
        #expect(f.error?.contains("not a weight") == true && f.fields[0].text == "abc")
        f.fields[0].value.set("81,5")
        s.modal = .form(f)
        let effects = reducer.reduce(&s, .event(.key(.enter)))
        #expect(effects == [.addBodyWeight(BodyWeightDraft(weight: 81.5, unit: .kg, date: AppDriver.now))])
    }

    @Test func addExerciseUsesTheChoices() {
        var s = loaded([])
        s.route = .exercises
        _ = reducer.reduce(&s, .event(.key(.char("a"))))
        _ = reducer.reduce(&s, .event(.paste("Cable Row")))  // Back, guessed from the name
        _ = reducer.reduce(&s, .event(.key(.tab)))
        _ = reducer.reduce(&s, .event(.key(.char("c"))))  // jumps to Core, the next with a c
        _ = reducer.reduce(&s, .event(.key(.tab)))
        _ = reducer.reduce(&s, .event(.key(.tab)))
        _ = reducer.reduce(&s, .event(.key(.right)))  // body weight: yes
        let effects = reducer.reduce(&s, .event(.key(.enter)))
        #expect(effects == [.createExercise(ExerciseDraft(name: "Cable Row", muscleGroup: .core, defaultPRReps: 1, usesBodyWeight: true))])
        _ = reducer.reduce(&s, .saved(.exerciseCreated(exercise("Cable Row", .back, id: "new"))))
        #expect(s.exercises.selectAfterLoad == "new" && s.toast?.message == "✓ Added Cable Row")
    }

    @Test func helpOpensForTheCurrentScreenAndCloses() {
        var s = loaded([])
        s.route = .history
        _ = reducer.reduce(&s, .event(.key(.char("?"))))
        #expect(s.modal == .help(.history) && s.keyContext == .help)
        _ = reducer.reduce(&s, .event(.key(.char("q"))))  // closes help, does not quit
        #expect(s.modal == nil && !s.shouldQuit)
        _ = reducer.reduce(&s, .event(.key(.char("q"))))
        #expect(s.shouldQuit)
    }

    @Test func ctrlCQuitsFromAnywhere() {
        var s = loaded([])
        s.modal = .quickLog(QuickLogState())
        _ = reducer.reduce(&s, .event(.key(.ctrl("c"))))
        #expect(s.shouldQuit)
    }

    /// At midnight the screen is read again: the dashboard said "Today · Wed 2 Dec" over
    /// Tuesday's sets (found training past midnight with the TUI open).
    @Test func aNewDayReadsTheScreenAgain() {
        var s = loaded([])
        _ = reducer.reduce(&s, .event(.tick))
        #expect(!reducer.reduce(&s, .event(.tick)).contains(.loadDashboard))
        s.shownDay = AppDriver.fixedDate("2026-11-20 00:00")
        #expect(reducer.reduce(&s, .event(.tick)).contains(.loadDashboard) && s.shownDay == AppDriver.fixedDate("2026-11-21 00:00"))
    }

    @Test func toastsExpireOnTicks() {
        var s = loaded([])
        s.toast = ToastState(message: "x", kind: .info, expires: AppDriver.now.addingTimeInterval(-1))
        _ = reducer.reduce(&s, .event(.tick))
        #expect(s.toast == nil)
    }

    @Test func resizeClampsSelections() {
        var s = loaded((0..<40).map { exercise("Lift \($0 + 10)") })
        s.route = .exercises
        _ = reducer.reduce(&s, .event(.key(.char("G"))))
        _ = reducer.reduce(&s, .event(.resize(Size(width: 40, height: 12))))
        #expect(s.size == Size(width: 40, height: 12))
        let visible = ExerciseListScreen.listRows(s.size)
        #expect(s.exercises.cursor.offset == 40 - visible)
    }
}

extension AppState {
    func contains(toast text: String) -> Bool { toast?.message.contains(text) ?? false }
}

extension ReducerTests {
    @Test func aNameTypedInTheSetFieldSwitchesTheExercise() {
        let bench = exercise("Bench Press", id: "b")
        let curl = exercise("Barbell Curl", .arms, id: "c")
        var s = loaded([curl, bench], last: ["b": set("s1", "b", 100, 5, "2026-11-20 18:00")])
        s.route = .exercises
        _ = reducer.reduce(&s, .event(.key(.char("l"))))  // Barbell Curl is selected
        _ = reducer.reduce(&s, .event(.paste("bench")))
        #expect(reducer.reduce(&s, .event(.key(.enter))).isEmpty)
        guard case .quickLog(let q)? = s.modal else {
            Issue.record("closed")
            return
        }
        #expect(q.exerciseId == "b" && q.set.text == "100x5" && q.error == nil)
        #expect(
            reducer.reduce(&s, .event(.key(.enter))) == [
                .logSets([SetDraft(exerciseId: "b", weight: 100, weightUnit: .kg, reps: 5, date: AppDriver.now)], exerciseName: "Bench Press")
            ])
    }
}
