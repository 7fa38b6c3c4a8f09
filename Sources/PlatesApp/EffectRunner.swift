import PlatesCore

/// Performs effects against the backend and turns each outcome into an action.
public struct EffectRunner: Sendable {
    public let backend: any PlatesBackend
    let environment: PlatesEnvironment

    public init(backend: any PlatesBackend, environment: PlatesEnvironment = PlatesEnvironment()) {
        self.backend = backend
        self.environment = environment
    }

    /// Runs `effect`; a failure for want of a session, on a backend with accounts, becomes
    /// `.loginNeeded` so the app can ask for a log-in and make the call again. A long effect (an
    /// import) sends how far it got through `progress` before its answer.
    public func run(_ effect: Effect, progress: @escaping @Sendable (Action) -> Void = { _ in }) async -> Action {
        let action = await perform(effect, progress: progress)
        if backend.account != nil, action.failedForWantOfSession {
            return .loginNeeded(retry: effect, failure: action)
        }
        return action
    }

    private func perform(_ effect: Effect, progress: @escaping @Sendable (Action) -> Void) async -> Action {
        let b = backend
        let environment = self.environment
        switch effect {
        case .importFile(let choice, let folder) where choice.undo:
            return await write { () async throws(PlatesError) in
                try await .imported(Self.undoImport(choice, backend: b, folder: folder, environment: environment, progress: progress))
            }
        case .importFile(let choice, let folder):
            return await write { () async throws(PlatesError) in
                let text = try ExportedFile.read(choice.path)
                guard let importing = b as? any ImportingBackend else {
                    // A server account: the server reads the file (no progress to show meanwhile).
                    guard let server = b as? any ServerImporting else {
                        throw .validation("This data cannot take an import: Plates imports into a local database or a server account.")
                    }
                    guard choice.mappings.isEmpty else {
                        throw .validation("Names read as your exercises work on a local database for now: leave that field empty, then rename or merge.")
                    }
                    return .imported(try await server.importOnServer(text, format: choice.format, unit: choice.unit, dryRun: choice.dryRun))
                }
                let request = Importer.Request(text: text, format: choice.format, unit: choice.unit, dryRun: choice.dryRun, mappings: choice.mappings)
                var backup: String?
                var answer = ImportAnswer(
                    try await Importer.run(
                        request, into: importing, environment: environment, progress: { progress(.importProgress($0)) },
                        beforeWriting: { () async throws(PlatesError) in
                            // An import has no undo: a wrong unit or mapping would stay in every set.
                            backup = try await (importing as? any BackupRestoring)?.backUpFirst(into: folder, calendar: environment.calendar)
                        }))
                if let backup { answer.lines.append("Backed up the database first: \(backup) (Settings → Restore a backup puts it back).") }
                return .imported(answer)
            }
        case .loadWeekReport(let goal, let pastWeeks, let groupWeeks):
            return .weekReportLoaded(
                await capture { () async throws(PlatesError) in
                    try await ReportCollector.collect(
                        b, period: .week, goal: goal, now: environment.now(), calendar: environment.calendar,
                        knownPastWeeks: pastWeeks, groupWeeks: true, knownGroupWeeks: groupWeeks,
                        recentDays: DashboardScreen.recentDays)
                })
        case .loadTrainingDays(let from, let to):
            return .trainingDaysLoaded(
                await capture { () async throws(PlatesError) in
                    TrainingCalendar.grid(days: try await b.trainingDays(from: from, to: to), first: from, last: to, calendar: environment.calendar)
                })
        case .loadRecentSessions(let since):
            return .recentSessionsLoaded(await capture { () async throws(PlatesError) in try await b.recentSessionVolumeRecords(since: since) })
        case .checkSessionVolume(let check):
            return .sessionVolumeChecked(
                check, await capture { () async throws(PlatesError) in try await b.progress(exerciseId: check.exerciseId, measure: .volume) })
        case .tokens(let call):
            return .tokens(await tokens(call, b))
        case .loadSessions:
            return .sessionsLoaded(await capture { () async throws(PlatesError) in try await Self.accounts(b).sessions() })
        case .changePassword(let current, let new):
            return await changed { () async throws(PlatesError) in .passwordChanged(try await Self.accounts(b).changePassword(current: current, new: new)) }
        case .logOutEverywhere:
            return await changed { () async throws(PlatesError) in .loggedOutEverywhere(try await Self.accounts(b).logOutEverywhere()) }
        case .deleteAccount(let password):
            return await changed { () async throws(PlatesError) in
                try await Self.accounts(b).deleteAccount(password: password)
                return .deleted
            }
        case .logIn(let email, let password):
            return .loggedIn(
                await capture { () async throws(PlatesError) in
                    try await b.logIn(email: email, password: password)
                    return email
                })
        case .sync:
            await b.sync()
            return .synced(await b.syncStatus())
        case .checkForChanges:
            return .changedElsewhere(await b.changedElsewhere())
        case .prepareToLog:
            await b.prepareToLog()
            return .preparedToLog
        case .loadProfile: return .profileLoaded(await capture { () async throws(PlatesError) in try await b.profile() })
        case .loadDashboard: return .dashboardLoaded(await capture { () async throws(PlatesError) in try await b.dashboard() })
        case .loadSummaries: return .summariesLoaded(await capture { () async throws(PlatesError) in try await b.exerciseSummaries() })
        case .loadAliases: return .aliasesLoaded(await capture { () async throws(PlatesError) in try await b.exerciseAliases() })
        case .loadRecords(let id):
            return .recordsLoaded(exerciseId: id, await capture { () async throws(PlatesError) in try await b.records(exerciseId: id) })
        case .loadProgress(let id, let measure):
            return .progressLoaded(
                exerciseId: id, measure: measure,
                await capture { () async throws(PlatesError) in try await b.progress(exerciseId: id, measure: measure) })
        case .loadExerciseSets(let id, let skip, let count):
            return .exerciseSetsLoaded(
                exerciseId: id,
                await capture { () async throws(PlatesError) in
                    try await Self.pages(skip: skip, count: count, pageSize: Limits.pageLimit.upperBound) { (skip, limit) async throws(PlatesError) in
                        try await b.listSets(SetQuery(exerciseId: id, skip: skip, limit: limit))
                    }
                })
        case .loadHistory(let skip):
            return .historyLoaded(await capture { () async throws(PlatesError) in try await b.listSets(SetQuery(skip: skip, limit: SetList.pageSize)) })
        case .fillHistory(let fill):
            // From a server a page is a round trip: each is drawn as it comes, unless a list on
            // screen waits for the whole read.
            let pages = if fill.keepsPlace { Int.max } else if case .http = b.kind { 1 } else { HistoryFill.maxPages }
            return .historyFilled(
                await capture { () async throws(PlatesError) in try await Self.fill(fill, b, calendar: environment.calendar, pages: pages) })
        case .loadHistoryDay(let from, let skip):
            return .historyDayLoaded(
                await capture { () async throws(PlatesError) in
                    try await b.listSets(SetQuery(from: from, skip: skip, limit: HistoryState.dayPageSize))
                })
        case .loadBodyWeightStats:
            return .bodyWeightStatsLoaded(await capture { () async throws(PlatesError) in try await b.bodyWeightStats() })
        case .loadBodyWeightEntries(let skip, let count):
            return .bodyWeightEntriesLoaded(
                await capture { () async throws(PlatesError) in
                    try await Self.pages(skip: skip, count: count, pageSize: BodyWeightState.pageSize) { (skip, limit) async throws(PlatesError) in
                        try await b.listBodyWeight(skip: skip, limit: limit)
                    }
                })
        case .logSets(let drafts, let name):
            return await write { () async throws(PlatesError) in .logged(try await b.logSets(drafts), exerciseName: name) }
        case .updateSet(let before, let draft):
            return await write { () async throws(PlatesError) in .setUpdated(try await b.updateSet(id: before.id, draft), before: before) }
        case .deleteSet(let set):
            return await write { () async throws(PlatesError) in
                try await b.deleteSet(id: set.id)
                return .setDeleted(set)
            }
        case .revert(let change, let direction):
            return await write { () async throws(PlatesError) in
                switch (change, direction) {
                case (.logged(let sets, _), .undo):
                    for set in sets { try await b.deleteSet(id: set.id) }
                case (.logged(let sets, _), .redo):
                    try await b.restoreSets(sets)
                case (.edited(let before, _, _), .undo):
                    _ = try await b.updateSet(id: before.id, before.draft)
                case (.edited(_, let after, _), .redo):
                    _ = try await b.updateSet(id: after.id, after.draft)
                case (.deleted(let set, _), .undo):
                    try await b.restoreSets([set])
                case (.deleted(let set, _), .redo):
                    try await b.deleteSet(id: set.id)
                case (.exerciseDeleted(let removal), .undo):
                    try await b.restoreExercise(removal)
                case (.exerciseDeleted(let removal), .redo):
                    _ = try await b.deleteExercise(id: removal.exercise.id, withSets: true)
                case (.exerciseMerged(let merge), .undo):
                    _ = try await b.unmergeExercise(merge)
                case (.workoutFinished(let w), .undo):
                    guard let t = b as? any TrainingBackend else { throw .validation("This backend keeps no workouts.") }
                    _ = try await t.updateWorkout(id: w.id, WorkoutPatch(finishedAt: .some(nil)))
                case (.workoutFinished(let w), .redo):
                    guard let t = b as? any TrainingBackend else { throw .validation("This backend keeps no workouts.") }
                    return .reverted(change, direction, now: .workoutFinished(try await t.finishWorkout(id: w.id)))
                case (.exerciseMerged(let merge), .redo):
                    // Merged again: the source's sets by now, logged since the undo too.
                    let source = merge.undo?.source.id ?? ""
                    return .reverted(change, direction, now: .exerciseMerged(try await b.mergeExercise(id: source, into: merge.exercise.id)))
                }
                return .reverted(change, direction)
            }
        case .createExercise(let draft):
            return await write { () async throws(PlatesError) in .exerciseCreated(try await b.createExercise(draft)) }
        case .updateExercise(let id, let patch, let names):
            return await write { () async throws(PlatesError) in
                let saved = try await b.updateExercise(id: id, patch)
                for name in names.drop {
                    // Dropped already (the form saved once, then failed on a name): nothing to drop.
                    do throws(PlatesError) { _ = try await b.deleteExerciseAlias(name) } catch .notFound {}
                }
                for name in names.give { _ = try await b.addExerciseAlias(name, exerciseId: id) }
                return .exerciseUpdated(saved)
            }
        case .countExerciseSets(let e):
            return .exerciseSetsCounted(
                e,
                await capture { () async throws(PlatesError) in
                    let sets = try await b.listSets(SetQuery(exerciseId: e.id, limit: 1)).total
                    // The routines only inform the question: one that cannot be read leaves them out.
                    let routines = (try? await (b as? any TrainingBackend)?.listRoutines()) ?? []
                    return ExerciseUse(sets: sets, routines: routines.filter { $0.entries.contains { $0.exerciseId == e.id } }.map(\.name))
                })
        case .deleteExercise(let e):
            return await write { () async throws(PlatesError) in .exerciseDeleted(try await b.deleteExercise(id: e.id, withSets: true)) }
        case .mergeExercise(let source, let target):
            return await write { () async throws(PlatesError) in .exercisesMerged(source, try await b.mergeExercise(id: source.id, into: target.id)) }
        case .addBodyWeight(let draft):
            return await write { () async throws(PlatesError) in .bodyWeightAdded(try await b.addBodyWeight(draft)) }
        case .updateBodyWeight(let id, let draft):
            return await write { () async throws(PlatesError) in .bodyWeightUpdated(try await b.updateBodyWeight(id: id, draft)) }
        case .deleteBodyWeight(let id):
            return await write { () async throws(PlatesError) in
                try await b.deleteBodyWeight(id: id)
                return .bodyWeightDeleted(id)
            }
        case .updateProfile(let patch):
            return await write { () async throws(PlatesError) in .profileUpdated(try await b.updateProfile(patch)) }
        case .chooseBackupFolder(let folder):
            guard let chooser = b as? any BackupFolderChoosing else {
                return .backupFolderChosen(.failure(.validation("Only a local database has a backups folder.", field: "folder")))
            }
            do {
                // A folder dragged into the terminal comes quoted or escaped.
                let chosen = try chooser.chooseBackupFolder(folder.map { DroppedPath.resolve($0) }, calendar: environment.calendar)
                return .backupFolderChosen(.success(BackupInfo(folder: chosen.folder, last: chosen.last)))
            } catch {
                return .backupFolderChosen(.failure(error))
            }
        case .listBackups(let folder):
            guard let local = b as? any BackupRestoring else {
                return .backupsListed(.failure(.validation("Only a local database has backups to restore.", field: "backup")))
            }
            return .backupsListed(.success(local.backups(in: folder, calendar: environment.calendar)))
        case .restoreBackup(let path, let folder):
            guard let local = b as? any BackupRestoring else {
                return .backupRestored(.failure(.validation("Only a local database has backups to restore.", field: "backup")))
            }
            do {
                return .backupRestored(.success(try local.restore(path, backingUpInto: folder, calendar: environment.calendar)))
            } catch {
                return .backupRestored(.failure(error))
            }
        case .training(let call):
            return .training(await Self.train(call, b))
        }
    }

    private func capture<T>(_ body: () async throws(PlatesError) -> T) async -> Result<T, PlatesError> {
        do { return .success(try await body()) } catch { return .failure(error) }
    }

    private func write(_ body: () async throws(PlatesError) -> Saved) async -> Action {
        do { return .saved(try await body()) } catch { return .saveFailed(error) }
    }

    /// The backend's account, when its data is on a server.
    static func accounts(_ backend: any PlatesBackend) throws(PlatesError) -> any AccountManaging {
        guard let accounts = backend as? any AccountManaging else {
            throw .validation("This data is on this machine: it has no account (plates login --server URL uses one).")
        }
        return accounts
    }

    private func changed(_ body: () async throws(PlatesError) -> AccountChange) async -> Action {
        do { return .accountChanged(try await body()) } catch { return .saveFailed(error) }
    }
}
