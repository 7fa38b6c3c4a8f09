import Foundation
import PlatesCore
import TermUI

/// The one place state changes: `reduce(&state, action)` updates the state and answers the
/// effects to run. Pure apart from reading the injected clock.
public struct Reducer: Sendable {
    public let environment: PlatesEnvironment

    public init(environment: PlatesEnvironment) { self.environment = environment }

    public func reduce(_ state: inout AppState, _ action: Action) -> [Effect] {
        var effects = apply(action, &state)
        // Keys held for data that has now come (this action's, or before a dialog over them closed).
        effects += releaseHeldKeys(&state)
        state.rest.advance(to: environment.now(), alert: state.profile.value?.alert ?? .bell)
        // When something started loading: the status bar's spinner waits `spinnerDelay` from it.
        if !state.isBusy { state.busySince = nil } else if state.busySince == nil { state.busySince = environment.now() }
        return effects
    }

    private func apply(_ action: Action, _ state: inout AppState) -> [Effect] {
        switch action {
        case .start:
            state.profile.reload()
            state.summaries.reload()
            state.dashboard.reload()
            state.syncing = true
            state.summariesAfterDashboard = true
            return [.loadProfile, .loadDashboard, .sync, .training(.loadCurrent)]
        case .event(let event):
            return handle(event, &state)
        case .profileLoaded(let r):
            state.profile.finish(r)
            return weekReportIfGoalChanged(&state)
        case .dashboardLoaded(let r):
            state.dashboard.finish(r)
            return afterDashboard(&state)
        case .summariesLoaded(let r):
            state.summaries.finish(r)
            if let id = state.exercises.selectAfterLoad, let all = state.summaries.value,
                let index = state.exercises.visible(all, aliases: state.exerciseAliases).firstIndex(where: { $0.exercise.id == id })
            {
                state.exercises.cursor.selected = index
                state.exercises.selectAfterLoad = nil
            }
            clampCursors(&state)
            // A plan opened before the list (`w` right after the start) gets its step's exercise now.
            if case .quickLog(var q)? = state.modal, q.walk != nil, q.exerciseId == nil, !q.touched {
                fillStep(&q, state)
                state.modal = .quickLog(q)
            }
            // The other names change with the list (a merge, an import): read after it, apart, so
            // the list never waits for them (offline, a read with no copy kept waits for the
            // network to fail).
            if case .success = r { return [.loadAliases] }
            return []
        case .aliasesLoaded(let r):
            // An aid to the quick-log and the list's search: unread, those known so far serve.
            if case .success(let aliases) = r { state.exerciseAliases = aliases }
            return []
        case .recordsLoaded(let id, let r):
            guard state.detail?.exerciseId == id else { return [] }
            state.detail!.records.finish(r)
            return []
        case .progressLoaded(let id, let measure, let r):
            guard state.detail?.exerciseId == id, state.detail?.chart == measure else { return [] }
            state.detail!.progress.finish(r)
            return []
        case .exerciseSetsLoaded(let id, let r):
            guard state.detail?.exerciseId == id else { return [] }
            state.detail!.sets.finish(r, joining: SetList()) { $0.add($1) }
            clampCursors(&state)
            return []
        case .historyLoaded(let r):
            addHistory(r, &state)
            return settled(completeHistoryDay(&state), &state)
        case .historyFilled(let r):
            addHistory(r, &state)
            // A fill that stopped at its most pages goes on from where it stopped.
            return settled(fillHistoryScreen(&state, rows: historyRows(state)), &state)
        case .historyDayLoaded(let r):
            guard case .success(let rest) = r else {
                state.history.sets.finish(r.map { _ in state.history.sets.value ?? SetList() })
                state.history.settling = false
                return []
            }
            state.history.sets.finish(r, joining: SetList()) { $0.complete(with: $1) }
            clampCursors(&state)
            return settled(rest.items.count == rest.limit ? completeHistoryDay(&state) : fillHistoryScreen(&state, rows: historyRows(state)), &state)
        case .bodyWeightStatsLoaded(let r):
            state.bodyWeight.stats.finish(r)
            return []
        case .bodyWeightEntriesLoaded(let r):
            bodyWeightEntriesLoaded(r, &state)
            return []
        case .changedElsewhere(let changed):
            state.checkingForChanges = false
            // What the screen shows is read again, keeping it on screen meanwhile; a form stays open.
            return changed ? reloadScreen(&state, includeShared: true) : []
        case .saved(let saved):
            return didSave(saved, &state)
        case .exerciseSetsCounted(let exercise, let result):
            return exerciseSetsCounted(exercise, result, &state)
        case .saveFailed(let error):
            return saveFailed(error, &state)
        case .loginNeeded(let retry, let failure):
            return loginNeeded(retry: retry, failure: failure, &state)
        case .loggedIn(let result):
            return loggedIn(result, &state)
        case .sessionsLoaded(let result):
            state.sessions.finish(result)
            return []
        case .accountChanged(let change):
            return accountChanged(change, &state)
        case .tokens(let answer):
            return tokensAnswered(answer, &state)
        case .weekReportLoaded, .trainingDaysLoaded, .recentSessionsLoaded:
            return dashboardCardLoaded(action, &state)
        case .sessionVolumeChecked(let check, let r):
            return sessionVolumeChecked(check, r, &state)
        case .importProgress(let phase):
            return importProgress(phase, &state)
        case .training(let answer):
            return trainingAnswered(answer, &state)
        case .preparedToLog:
            return []
        case .notice(let message):
            toast(message, .error, &state)
            return []
        case .backupsChecked(let info):
            state.backups = info
            return []
        case .backupFolderChosen(let result):
            backupFolderChosen(result, &state)
            return []
        case .backupsListed(let result):
            backupsListed(result, &state)
            return []
        case .backupRestored(let result):
            return backupRestored(result, &state)
        case .synced(let status):
            let sent = state.sync.pending - status.pending
            let cameBack = state.sync.offline && !status.offline
            state.sync = status
            state.syncing = false
            // On a server account the status is asked every few seconds: a read answered from the
            // kept copy (server unreachable) shows "offline", and its end is noticed.
            let again = status.pending > 0 || status.offline || state.account != nil
            state.nextSync = again ? environment.now().addingTimeInterval(Self.syncInterval) : nil
            guard status.pending == 0, sent > 0 || cameBack else { return [] }
            // Everything waiting reached the server, or it answers again: show what it holds now.
            toast(sent > 0 ? "✓ Back online: \(sent) pending write\(sent == 1 ? "" : "s") sent" : "✓ Back online", .success, &state)
            state.dashboard.reload()
            state.summaries.reload()
            return [.loadDashboard, .loadSummaries] + reloadSetLists(&state, exerciseId: nil) + reloadBodyWeight(&state)
        }
    }

    // MARK: Commands

    func run(_ command: Command, _ state: inout AppState) -> [Effect] {
        switch command {
        case .quit:
            state.shouldQuit = true
            return []
        case .help:
            state.modal = .help(state.keyContext)
            return []
        case .back:
            if state.detail != nil { state.detail = nil }
            return []
        case .screen(let route):
            return go(to: route, &state)
        case .nextScreen:
            return go(to: Route(rawValue: (state.route.rawValue + 1) % Route.allCases.count)!, &state)
        case .previousScreen:
            return go(to: Route(rawValue: (state.route.rawValue + Route.allCases.count - 1) % Route.allCases.count)!, &state)
        case .refresh:
            var effects = reloadScreen(&state, includeShared: true)
            // r is also "retry": writes kept offline are sent now, not at the next attempt.
            if state.sync.pending > 0, !state.syncing {
                state.syncing = true
                effects.append(.sync)
            }
            return effects
        case .quickLog:
            return openQuickLog(&state)
        case .undo:
            return revert(.undo, &state)
        case .redo:
            return revert(.redo, &state)
        case .restLonger, .restShorter, .skipRest:
            restCommand(command, &state)
            return []
        case .workout:
            return workoutCommand(&state)
        case .finishWorkout:
            return finishWorkoutCommand(&state)
        default:
            if state.detail != nil { return detailCommand(command, &state) }
            switch state.route {
            case .dashboard: return []
            case .exercises: return exercisesCommand(command, &state)
            case .history: return historyCommand(command, &state)
            case .bodyWeight: return bodyWeightCommand(command, &state)
            case .settings: return settingsCommand(command, &state)
            }
        }
    }

    func go(to route: Route, _ state: inout AppState) -> [Effect] {
        state.detail = nil
        state.route = route
        return reloadScreen(&state, includeShared: false)
    }

    /// Loads what the current screen shows, keeping what it shows meanwhile.
    func reloadScreen(_ state: inout AppState, includeShared: Bool) -> [Effect] {
        var effects: [Effect] = []
        if includeShared || state.summaries.error != nil {
            state.summaries.reload()
            effects.append(.loadSummaries)
        }
        if includeShared || state.profile.error != nil {
            state.profile.reload()
            effects.append(.loadProfile)
        }
        if let detail = state.detail {
            return effects + reloadDetail(&state, id: detail.exerciseId)
        }
        switch state.route {
        case .dashboard:
            state.dashboard.reload()
            effects += [.loadDashboard, .training(.loadCurrent)]
        case .exercises:
            if !effects.contains(.loadSummaries) {
                state.summaries.reload()
                effects.append(.loadSummaries)
            }
        case .history:
            state.training.recentLoading = true
            effects += reloadHistory(&state) + [.training(.loadRecent(from: nil))]
        case .bodyWeight:
            state.bodyWeight.stats.reload()
            state.bodyWeight.entries.reload()
            effects += [.loadBodyWeightStats, readBodyWeightEntriesAgain(&state)]
        case .settings:
            if !effects.contains(.loadProfile) {
                state.profile.reload()
                effects.append(.loadProfile)
            }
            if state.account != nil { effects += reloadAccount(&state) }
        }
        return effects
    }

    func reloadDetail(_ state: inout AppState, id: String) -> [Effect] {
        guard var d = state.detail, d.exerciseId == id else { return [] }
        let count = Self.readAgain(d.sets)
        d.reloadAll(state.exercise(id))
        state.detail = d
        return [.loadRecords(exerciseId: id), .loadProgress(exerciseId: id, measure: d.chart), .loadExerciseSets(exerciseId: id, skip: 0, count: count)]
    }

    /// How many sets a list on screen is read again with: as many as it holds (at least a page),
    /// so the selection deep in it keeps its row.
    static func readAgain(_ sets: LoadState<SetList>) -> Int { max(SetList.pageSize, sets.value?.items.count ?? 0) }

    func toast(_ message: String, _ kind: ToastState.Kind, _ state: inout AppState) {
        state.toast = ToastState(message: message, kind: kind, expires: environment.now().addingTimeInterval(ToastState.seconds))
    }

    // MARK: Lists

    /// Keeps every selection in range after data or the size changed.
    func clampCursors(_ state: inout AppState) {
        let size = state.size
        if let all = state.summaries.value {
            state.exercises.cursor.clamp(count: state.exercises.visible(all, aliases: state.exerciseAliases).count, visible: ExerciseListScreen.listRows(size))
        }
        state.history.cursor.clamp(count: historyRows(state).count, visible: HistoryScreen.listRows(size))
        state.bodyWeight.cursor.clamp(count: state.bodyWeight.entries.value?.items.count ?? 0, visible: BodyWeightScreen.listRows(size))
        // Not to the detail's empty list while its sets load: its cursor waits for them on the
        // newest set, where `e` and `d` act at once.
        if let d = state.detail, d.sets.value != nil {
            state.detail!.cursor.clamp(count: detailRows(state, d).count, visible: DetailScreen.listRows(size))
        }
        let settingsRows = SettingsScreen.rows(state).count
        state.settings.clamp(count: settingsRows, visible: settingsRows)
    }

    func historyRows(_ state: AppState) -> [SetRow] { state.historyRows(calendar: environment.calendar) }
    func detailRows(_ state: AppState, _ d: DetailState) -> [SetRow] { state.detailRows(d, calendar: environment.calendar) }
}
