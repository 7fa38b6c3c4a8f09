import Foundation

/// Taking an import back, on any account (a local database, a server's): the file read again
/// gives its sets, weigh-ins and workouts the ids its import gave them, so they are found and
/// removed, with whatever was logged since left alone; an exercise the import made goes too when
/// no other set is in it. A restore of the backup made before the import would also undo
/// everything logged after it, and a server account has no such backup.
/// The sets and workouts go in writes of `ImportBatch.progressStep` (records and charts kept right
/// as a delete keeps them), the rest one write an item: cut short, the same undo again removes
/// what is left.
public enum ImportUndo {
    /// What of the file's import is in the account.
    public struct Found: Sendable, Equatable {
        public var format: ImportFormat
        /// The sets the file gives (what an import of it adds at most).
        public var setsInFile: Int
        public var sets: [WorkoutSet] = []
        public var bodyWeightIds: [String] = []
        public var workoutIds: [String] = []
        /// Exercises the import made (none of the catalogue) whose every set is among `sets`.
        public var exercises: [Exercise] = []
        /// What an undo leaves: the file's profile settings, routines or other names.
        public var kept: [String] = []

        public var isEmpty: Bool { sets.isEmpty && bodyWeightIds.isEmpty && workoutIds.isEmpty && exercises.isEmpty }

        /// How many of each were found (what `remove` would remove).
        public var counts: Removed {
            var c = Removed()
            (c.sets, c.bodyWeight, c.workouts, c.exercises) = (sets.count, bodyWeightIds.count, workoutIds.count, exercises.count)
            return c
        }

        public init(format: ImportFormat, setsInFile: Int) {
            self.format = format
            self.setsInFile = setsInFile
        }
    }

    /// What was removed (or found): less than found where something went meanwhile.
    public struct Removed: Codable, Sendable, Equatable {
        public var sets = 0
        public var bodyWeight = 0
        public var workouts = 0
        public var exercises = 0

        public init() {}

        /// `12 sets, 3 workouts and 1 exercise`.
        public var phrase: String {
            let parts = [(sets, "set"), (bodyWeight, "weigh-in"), (workouts, "workout"), (exercises, "exercise")].filter { $0.0 > 0 }
                .map { ImportUndo.counted($0.0, $0.1) }
            return parts.count < 2 ? parts.first ?? "nothing" : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
        }

        enum CodingKeys: String, CodingKey {
            case sets, workouts, exercises
            case bodyWeight = "body_weight"
        }
    }

    /// Reads the file as an import would and finds what of it is stored.
    public static func find(_ request: Importer.Request, in backend: any ImportingBackend, environment: PlatesEnvironment) async throws(PlatesError)
        -> Found
    {
        let (batch, report) = try await Importer.plan(request, backend: backend, environment: environment, progress: { _ in })
        // A weight without a unit is part of its set's id in the unit it was read in: the file is
        // read in the other unit too, so an import made with `--unit lb` is found without it.
        var otherBatch = ImportBatch()
        if report.adjustments.keys.contains(where: { $0.hasPrefix(ImportFile.unitlessWeights) }) {
            var other = request
            other.unit = request.unit == .kg ? .lb : .kg
            otherBatch = try await Importer.plan(other, backend: backend, environment: environment, progress: { _ in }).0
        }
        var found = Found(format: report.format, setsInFile: batch.sets.count)
        // Stored under the id this plates gives a set, or the one an earlier plates gave it; read
        // a page of each exercise's sets over the file's days at a time, not a read a set (20,000
        // sets were 18 s read one by one).
        let all = batch.sets + otherBatch.sets
        var wanted = Set(all.map(\.id))
        for previous in [batch.previousIds, otherBatch.previousIds] { wanted.formUnion(previous.values) }
        for (exerciseId, sets) in Dictionary(grouping: all, by: \.exerciseId).sorted(by: { $0.key < $1.key }) {
            // Newest first, each page ending where the last one did (its oldest set's time again,
            // for sets at that same time): a skip grew each page's read with the pages before it.
            let from = sets.map(\.date).min()!
            var to = sets.map(\.date).max()!.addingTimeInterval(0.001)
            var read: Set<String> = []
            while true {
                let page = try await backend.listSets(SetQuery(exerciseId: exerciseId, from: from, to: to, limit: Limits.pageLimit.upperBound))
                let new = page.items.filter { read.insert($0.id).inserted }
                found.sets += new.filter { wanted.contains($0.id) }
                guard page.items.count == Limits.pageLimit.upperBound, let oldest = page.items.last?.date else { break }
                // A whole page at one time: past it (more sets at one millisecond than a page holds
                // are no import's).
                to = new.isEmpty ? oldest : oldest.addingTimeInterval(0.001)
            }
        }
        if !batch.bodyWeight.isEmpty {
            let wanted = Set((batch.bodyWeight + otherBatch.bodyWeight).map(\.id))
            var skip = 0
            while true {
                let page = try await backend.listBodyWeight(skip: skip, limit: 100)
                found.bodyWeightIds += page.items.map(\.id).filter(wanted.contains)
                skip += page.items.count
                if page.items.isEmpty || skip >= page.total { break }
            }
        }
        // The file's workouts its stored sets are in (a read of each workout was 6 ms, 740 of them
        // 4.8 s of 7); a set logged into one since stays, in no workout, as when a workout is deleted.
        let imported = Set((batch.workouts + otherBatch.workouts).map(\.id))
        found.workoutIds = Set(found.sets.compactMap(\.workoutId)).filter(imported.contains).sorted()
        let removing = Dictionary(grouping: found.sets, by: \.exerciseId)
        for (id, sets) in removing.sorted(by: { $0.key < $1.key }) where batch.madeExerciseIds.contains(id) {
            guard let e = try await stored({ () async throws(PlatesError) in try await backend.exercise(id: id) }), !e.isBase else { continue }
            if try await backend.listSets(SetQuery(exerciseId: id, limit: 1)).total == sets.count { found.exercises.append(e) }
        }
        if batch.profile != nil { found.kept.append("the profile settings it set") }
        if !batch.routines.isEmpty { found.kept.append("its routines") }
        if !batch.aliases.isEmpty { found.kept.append("the names --map kept") }
        return found
    }

    /// Removes what `find` found; `progress` hears how many of its sets are done.
    public static func remove(
        _ found: Found, from backend: any ImportingBackend, progress: @Sendable (Importer.Phase) -> Void = { _ in }
    ) async throws(PlatesError) -> Removed {
        var removed = Removed()
        let total = found.sets.count
        for start in stride(from: 0, to: total, by: ImportBatch.progressStep) {
            progress(.removing(sets: total, done: start))
            let chunk = found.sets[start..<min(total, start + ImportBatch.progressStep)].map(\.id)
            removed.sets += try await backend.deleteSets(ids: chunk)
        }
        progress(.removing(sets: total, done: total))
        for id in found.bodyWeightIds where try await gone({ () async throws(PlatesError) in try await backend.deleteBodyWeight(id: id) }) {
            removed.bodyWeight += 1
        }
        for start in stride(from: 0, to: found.workoutIds.count, by: ImportBatch.progressStep) {
            removed.workouts += try await backend.deleteWorkouts(
                ids: Array(found.workoutIds[start..<min(found.workoutIds.count, start + ImportBatch.progressStep)]))
        }
        for e in found.exercises {
            // One the lifter logged a set into meanwhile is refused: it stays, with that set.
            do {
                _ = try await backend.deleteExercise(id: e.id, withSets: false)
                removed.exercises += 1
            } catch .notFound, .validation, .conflict {
                continue
            }
        }
        return removed
    }

    /// The report: what would go (`removed` nil: before asking, or a dry run) or what went.
    public static func lines(_ found: Found, removed: Removed?) -> [String] {
        var out = ["\(found.format.title) file · " + (removed == nil ? "what undoing its import removes" : "its import undone")]
        guard !found.isEmpty else {
            out.append(
                "Nothing of it is here: none of the \(found.setsInFile > 0 ? counted(found.setsInFile, "set") : "weigh-ins") it gives is stored "
                    + "(deleted since, or imported from another file; the same file as imported, whatever --unit, finds them)")
            return out
        }
        let verb = removed == nil ? "To remove" : "Removed"
        let sets = removed?.sets ?? found.sets.count
        let other = found.setsInFile - found.sets.count
        if found.setsInFile > 0 {
            out.append(
                "\(verb): \(counted(sets, "set")) of the \(NumberText.grouped(found.setsInFile)) the file gives" + (other > 0 ? " (\(other) not here)" : ""))
        }
        if !found.bodyWeightIds.isEmpty { out.append("\(verb): \(counted(removed?.bodyWeight ?? found.bodyWeightIds.count, "weigh-in"))") }
        if !found.workoutIds.isEmpty { out.append("\(verb): \(counted(removed?.workouts ?? found.workoutIds.count, "workout"))") }
        if !found.exercises.isEmpty {
            let names = found.exercises.map(\.name).sorted().joined(separator: ", ")
            out.append("\(verb): \(counted(removed?.exercises ?? found.exercises.count, "exercise")) it made, with no other set (\(names))")
        }
        if !found.kept.isEmpty { out.append("Kept: " + found.kept.joined(separator: ", ")) }
        return out
    }

    static func counted(_ n: Int, _ what: String) -> String { "\(NumberText.grouped(n)) \(what)\(n == 1 ? "" : "s")" }

    /// The answer of a read, nil when there is no such item.
    static func stored<T: Sendable>(_ read: () async throws(PlatesError) -> T) async throws(PlatesError) -> T? {
        do { return try await read() } catch .notFound { return nil }
    }

    /// Whether a delete removed the item (false: it was gone already).
    static func gone(_ delete: () async throws(PlatesError) -> Void) async throws(PlatesError) -> Bool {
        do {
            try await delete()
            return true
        } catch .notFound {
            return false
        }
    }
}
