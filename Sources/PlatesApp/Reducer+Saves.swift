import PlatesCore
import TermUI

extension Reducer {
    /// After a commit: close the form, say what happened, and reload what it changed.
    func didSave(_ saved: Saved, _ state: inout AppState) -> [Effect] {
        if case .imported(let answer) = saved, answer.found != nil, answer.removed == nil, case .form(let f)? = state.modal, f.purpose == .importFile {
            return importUndoListed(answer, f, &state)
        }
        // Warm-ups logged from the quick log: it stays open for the work sets.
        var resumed: QuickLogState?
        var added: Exercise?
        if case .quickLog(let q)? = state.modal, q.adding, case .exerciseCreated(let e) = saved {
            // The quick-log's "+ add" row: it stays open with the exercise (`exerciseAdded`).
            resumed = q
            added = e
        } else if case .quickLog(var q)? = state.modal, q.stayOpen, case .logged = saved {
            (q.saving, q.stayOpen) = (false, false)
            resumed = q
        } else if case .quickLog(var q)? = state.modal, q.walk != nil, case .logged(let result, _) = saved {
            // A planned set: the form moves on to the next one.
            walkLogged(result, &q, state)
            resumed = q
        }
        state.modal = resumed.map { .quickLog($0) }
        let f = state.formatter
        var effects: [Effect] = [.loadDashboard, .loadSummaries]
        state.dashboard.reload()
        state.summaries.reload()
        // A write may have been kept offline (HTTP backend): learn how many wait.
        if !state.syncing {
            state.syncing = true
            effects.append(.sync)
        }
        switch saved {
        case .logged(let result, let name):
            guard let first = result.sets.first else { return effects }
            let what = f.describe(logged: result.sets, bodyWeight: state.exercise(first.exerciseId)?.usesBodyWeight ?? false)
            var message = result.queuedOffline ? "✓ Saved offline: \(name) \(what) · sent when the server answers" : "✓ Logged \(name) \(what)"
            let targets = Array(Set(result.newRecords.map(\.target)))
            if !targets.isEmpty { message += " · New PR! " + RecordTarget.phrase(targets, ascii: f.ascii) }
            toast(message, .success, &state)
            if let last = result.sets.last {
                let exercise = state.exercise(last.exerciseId) ?? Exercise(id: last.exerciseId, name: name, muscleGroup: .arms, createdAt: last.date)
                state.rest.start(after: last.kind, of: exercise, at: environment.now())
            }
            // A write kept offline has no id the server knows yet: it cannot be taken back here.
            if !result.queuedOffline {
                state.undo.record(.logged(result.sets, exerciseName: name))
                var exercises: [String: Exercise] = [:]
                for set in result.sets { exercises[set.exerciseId] = state.exercise(set.exerciseId) }
                effects += SessionVolumeRecord.checks(after: result.sets, exercises: exercises, calendar: environment.calendar).map {
                    .checkSessionVolume($0)
                }
            }
            // History shows the set just logged: its day opens, even when history was first opened
            // on an earlier day (the first set after midnight started a day of its own, closed).
            state.history.expanded.insert(environment.calendar.startOfDay(for: first.date))
            if result.queuedOffline {
                effects += reloadSetLists(&state, exerciseId: first.exerciseId)
            } else {
                // Put in place like an undo's sets: a list scrolled deep keeps its selection.
                apply(present: result.sets, gone: [], selecting: false, &state)
                effects += reloadSetLists(&state, exerciseId: first.exerciseId, listsToo: false)
            }
        case .setUpdated(let set, let before):
            let calendar = environment.calendar
            let day = calendar.startOfDay(for: set.date)
            // Moved to another day: the toast says where, and history opens that day to show it.
            let moved = day != calendar.startOfDay(for: before.date) ? " · moved to \(DateText.day(set.date, calendar: calendar))" : ""
            let other = set.exerciseId != before.exerciseId
            toast("✓ Set saved" + (other ? " to \(exerciseName(set.exerciseId, state))" : "") + "\(moved) · u undoes", .success, &state)
            state.history.expanded.insert(day)
            apply(present: [set], gone: [], selecting: true, &state)
            // Moved: its undo says from where ("edit of Overhead Press (was Incline Dumbbell Press)").
            let name = exerciseName(set.exerciseId, state) + (other ? " (was \(exerciseName(before.exerciseId, state)))" : "")
            state.undo.record(.edited(before: before, after: set, exerciseName: name))
            // Moved to another exercise: the detail open on either shows it gone or come.
            effects += reloadSetLists(&state, exerciseId: other ? nil : set.exerciseId, listsToo: false)
        case .setDeleted(let set):
            toast("Set deleted · u undoes", .info, &state)
            apply(present: [], gone: [set.id], selecting: false, &state)
            state.undo.record(.deleted(set, exerciseName: exerciseName(set.exerciseId, state)))
            effects += reloadSetLists(&state, exerciseId: set.exerciseId, listsToo: false)
        case .reverted(let change, let direction, let now):
            let what = change.describe(f, bodyWeight: { state.exercise($0)?.usesBodyWeight ?? false }, undoing: direction == .undo)
            toast((direction == .undo ? "Undone: " : "Redone: ") + what, .info, &state)
            let more = state.undo.queued > 0
            state.undo.finished(change, direction, now: now)
            if more, let next = state.undo.next(direction) {
                state.undo.inFlight = .init(change: next, direction: direction)
                effects.append(.revert(next, direction))
            }
            if case .workoutFinished(let w) = change {
                var reopened = w
                reopened.finishedAt = nil
                state.training.open = direction == .undo ? reopened : nil
                state.dashboard.reload()
                effects.append(.loadDashboard)
            }
            let ids = change.exerciseIds
            let exerciseId = ids.first { $0 == state.detail?.exerciseId } ?? ids.first
            if let outcome = change.outcome(direction) {
                // Put in place, not read again: however deep the list, the selection keeps its row.
                apply(present: outcome.present, gone: outcome.gone, selecting: true, &state)
                effects += reloadSetLists(&state, exerciseId: exerciseId, listsToo: false)
            } else {
                effects += reloadSetLists(&state, exerciseId: exerciseId)
            }
        case .exerciseCreated(let e):
            var message = "✓ Added \(e.name)"
            // A name that was another's alias (merged into it) now logs to the new exercise: said.
            if let id = state.exerciseAliases[Exercise.nameKey(e.name)], id != e.id, let other = state.exercise(id) {
                message += " · it was another name of \(other.name): it logs here now"
            }
            toast(message, .success, &state)
            state.exercises.search.set("")
            state.exercises.tab = 0
            state.exercises.selectAfterLoad = e.id
            if let added, case .quickLog(var q)? = state.modal {
                effects += exerciseAdded(added, &q, &state)
                state.modal = .quickLog(q)
            }
        case .exerciseUpdated(let e):
            toast("✓ Saved \(e.name)", .success, &state)
            effects += reloadSetLists(&state, exerciseId: e.id, listsToo: false)
        case .exerciseDeleted(let removal):
            effects += exerciseDeleted(removal, &state)
        case .exercisesMerged(let source, let result):
            effects += exercisesMerged(source, result, &state)
        case .bodyWeightAdded(let e), .bodyWeightUpdated(let e):
            toast("✓ Saved \(NumberText.format(e.weight)) \(e.unit.rawValue) on \(DateText.day(e.date, calendar: environment.calendar))", .success, &state)
            effects += reloadBodyWeight(&state, selecting: e.id)
        case .bodyWeightDeleted:
            toast("Entry deleted", .info, &state)
            effects += reloadBodyWeight(&state)
        case .imported(let report):
            effects += didImport(report, &state)
        case .profileUpdated(let p):
            state.profile = .loaded(p)
            toast("✓ Saved", .success, &state)
            effects += reloadBodyWeight(&state) + weekReportIfGoalChanged(&state)
            if let d = state.detail {
                state.detail!.progress.reload()
                effects.append(.loadProgress(exerciseId: d.exerciseId, measure: d.chart))
            }
        }
        return effects
    }

    /// A failed write: the form stays open with what was typed and says why; elsewhere a toast.
    func saveFailed(_ error: PlatesError, _ state: inout AppState) -> [Effect] {
        if let pending = state.undo.inFlight {
            let direction = pending.direction
            let verb = direction == .undo ? "undo" : "redo"
            switch error {
            case .notFound, .conflict:
                // The set changed elsewhere since: replaying the change would overwrite newer data.
                state.undo.drop(pending.change, direction)
                toast("Could not \(verb): \(error.message) (that change is dropped)", .error, &state)
            default:
                (state.undo.inFlight, state.undo.queued) = (nil, 0)
                toast("Could not \(verb): \(error.message) Press \(direction == .undo ? "u" : "U") to try again.", .error, &state)
            }
            return []
        }
        switch state.modal {
        case .quickLog(var q)?:
            (q.saving, q.stayOpen) = (false, false)
            q.error = error.message
            state.modal = .quickLog(q)
        case .form(var f)?:
            f.saving = false
            f.error = error.message
            if f.purpose == .importFile { (f.keys, f.progress) = (nil, nil) }
            state.modal = .form(f)
        case .confirm(let c)?:
            // A refused merge: back to its form, with the name as typed and the reason.
            guard var f = c.form else { fallthrough }
            f.error = error.message
            state.modal = .form(f)
        default:
            state.modal = nil
            toast("Not saved: \(error.message)", .error, &state)
        }
        return []
    }

    /// New sets appear at the top of history and of their exercise's detail: reload those lists.
    /// `exerciseId` nil: whichever exercise detail is open. History off screen is read again
    /// when it is shown.
    func reloadSetLists(_ state: inout AppState, exerciseId: String?, listsToo: Bool = true) -> [Effect] {
        var effects: [Effect] = []
        if listsToo, state.route == .history, state.history.sets != .idle {
            effects += reloadHistory(&state)
        }
        if let d = state.detail, exerciseId == nil || d.exerciseId == exerciseId {
            state.detail!.records.reload()
            state.detail!.progress.reload()
            if let exercise = state.exercise(d.exerciseId) { state.detail!.fit(exercise) }
            effects += [.loadRecords(exerciseId: d.exerciseId), .loadProgress(exerciseId: d.exerciseId, measure: state.detail!.chart)]
            if listsToo {
                state.detail!.sets.reload()
                effects.append(.loadExerciseSets(exerciseId: d.exerciseId, skip: 0, count: Self.readAgain(d.sets)))
            }
        }
        return effects
    }

    /// `u` / `U`: sends the newest change of the session back or forward, one at a time.
    func revert(_ direction: UndoHistory.Direction, _ state: inout AppState) -> [Effect] {
        if let going = state.undo.inFlight?.direction {
            if going == direction, state.undo.queued + 1 < (direction == .undo ? state.undo.done : state.undo.undone).count {
                state.undo.queued += 1
            } else {
                toast(going == .undo ? "Still undoing the last change…" : "Still redoing the last change…", .info, &state)
            }
            return []
        }
        guard let change = state.undo.next(direction) else {
            toast(
                direction == .undo
                    ? "Nothing to undo: u takes back this session's logs, edits and deletes of sets."
                    : "Nothing to redo: U makes again what u took back.", .info, &state)
            return []
        }
        state.undo.inFlight = .init(change: change, direction: direction)
        return [.revert(change, direction)]
    }

    func exerciseName(_ id: String, _ state: AppState) -> String { state.exercise(id)?.name ?? "set" }

    /// `selecting`: the entry the list selects when it comes (else the one selected now).
    func reloadBodyWeight(_ state: inout AppState, selecting: String? = nil) -> [Effect] {
        state.profile.reload()
        state.bodyWeight.stats.reload()
        return [.loadProfile, .loadBodyWeightStats, readBodyWeightEntriesAgain(&state, selecting: selecting)]
    }

    /// A saved change's sets where they are shown (an edit, a log, a delete, an undo, a redo):
    /// history takes them all, an exercise's detail those of its exercise (a set edited back to
    /// another exercise leaves it). History on another screen is not touched: it is read again
    /// when shown. The selection stays on its row (a set, a day), moved by the rows that came or
    /// went above it (a deleted set's row is taken by the row after it); `selecting` (an edit, an
    /// undo, a redo) moves it to the first set changed or back, where shown.
    func apply(present: [WorkoutSet], gone: Set<String>, selecting: Bool, _ state: inout AppState) {
        func follow(_ cursor: inout ListCursor, _ was: SetRow?, _ rows: [SetRow]) {
            let changed = selecting ? present.first { set in rows.contains { $0.set?.id == set.id } } : nil
            if let row = changed.map(SetRow.set) ?? was { cursor.follow(row, in: rows) }
        }
        if let d = state.detail {
            let was = detailRows(state, d).row(at: d.cursor.selected)
            let (mine, others) = (present.filter { $0.exerciseId == d.exerciseId }, present.filter { $0.exerciseId != d.exerciseId })
            state.detail!.sets.update { $0.apply(present: mine, gone: gone.union(others.map(\.id)), shownFrom: nil) }
            follow(&state.detail!.cursor, was, detailRows(state, state.detail!))
        }
        if state.route == .history {
            let calendar = environment.calendar
            let was = historyRows(state).row(at: state.history.cursor.selected)
            state.history.sets.update { list in
                list.apply(present: present, gone: gone, shownFrom: list.items.last.map { calendar.startOfDay(for: $0.date) })
            }
            follow(&state.history.cursor, was, historyRows(state))
        }
        // Only when a list was touched: the quick log on the dashboard builds no rows for it.
        if state.detail != nil || state.route == .history { clampCursors(&state) }
    }

    /// A log that made its day the lift's best session volume says so: after the "✓ Logged" toast
    /// while it shows, else in a toast of its own. A failed read says nothing (the log is done).
    func sessionVolumeChecked(_ check: SessionVolumeRecord.Check, _ r: Result<[ProgressPoint], PlatesError>, _ state: inout AppState) -> [Effect] {
        guard case .success(let series) = r, SessionVolumeRecord.isNew(in: series, after: check, unit: state.unit),
            let best = series.first(where: { $0.day == check.day })
        else { return [] }
        let what = "Best session volume \(NumberText.format(best.value, decimals: 0)) \(state.unit.rawValue)"
        if let shown = state.toast, shown.message.contains(what) {
            return []
        } else if let shown = state.toast, shown.message.hasPrefix("✓ Logged") {
            toast(shown.message + " · " + what, .success, &state)
        } else {
            toast("\(state.exercise(check.exerciseId)?.name ?? "") · " + what, .success, &state)
        }
        return []
    }
}
