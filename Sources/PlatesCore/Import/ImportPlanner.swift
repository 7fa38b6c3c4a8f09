import Foundation

/// Turns what a file holds into what the backend writes: exercises matched by name (case and
/// surrounding spaces ignored) or created, each set fitted to its exercise's type and validated
/// by the same rules as a set logged by hand, ids chosen so a second import of the file finds
/// the sets it added. Pure: the caller reads the file and applies the batch.
public enum ImportPlanner {
    public struct Options: Sendable {
        /// Part of every id the importer chooses (the account): two accounts importing one file
        /// get different ids.
        public var scope: String
        public var now: Date

        public init(scope: String, now: Date) {
            self.scope = scope
            self.now = now
        }
    }

    public static func plan(_ file: ImportFile, existing: [Exercise], defaultPRReps: Int, options: Options) throws(ImportFailure) -> (ImportBatch, ImportReport) {
        var report = ImportReport(format: file.format)
        report.rows = file.rows
        report.notSets = file.notSets
        report.adjustments = file.adjustments
        var batch = ImportBatch(profile: file.profile)
        var byName = Dictionary(existing.map { (Exercise.nameKey($0.name), $0) }, uniquingKeysWith: { a, _ in a })
        let existingIds = Set(existing.map(\.id))
        var matched: Set<String> = []

        // Exercises a Plates export defines keep their id, type and notes.
        for e in file.exercises {
            let key = Exercise.nameKey(e.name)
            if byName[key] != nil || existingIds.contains(e.id) { continue }
            var created: Exercise
            do { created = try Validator.exercise(e) } catch { throw ImportFailure("exercise ‘\(e.name)’: \(error.message)") }
            created.isBase = false
            batch.exercises.append(created)
            byName[key] = created
            report.created.append(created.name)
        }

        // Exercises only named by sets: matched, or created from what their sets carry.
        var order: [String] = [], groups: [String: [ImportedSet]] = [:]
        for set in file.sets {
            let key = Exercise.nameKey(set.exercise)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(set)
        }
        for key in order where byName[key] == nil {
            let sets = groups[key]!
            let first = sets[0]
            let name: String
            do { name = try Validator.name(first.exercise) } catch { throw ImportFailure(line: first.line, column: nil, "exercise name: \(error.message)") }
            let type = inferType(sets)
            let bodyWeight = type == .strength && !sets.contains { ($0.weight ?? 0) > 0 } && sets.contains { ($0.reps ?? 0) > 0 }
            let fromFile = sets.lazy.compactMap(\.muscleGroup).first
            let group = fromFile ?? MuscleGroupGuess.guess(name)
            let e = Exercise(id: StableID.make([options.scope, "exercise", key]), name: name, muscleGroup: group, exerciseType: type,
                             defaultPRReps: defaultPRReps, usesBodyWeight: bodyWeight, createdAt: options.now.roundedToMilliseconds)
            batch.exercises.append(e)
            byName[key] = e
            report.created.append(name)
            if fromFile == nil { report.guesses.append(.init(exercise: name, muscleGroup: group, type: type, usesBodyWeight: bodyWeight)) }
        }

        var occurrences: [String: Int] = [:]
        for set in file.sets {
            let key = Exercise.nameKey(set.exercise)
            let exercise = byName[key]!
            if existingIds.contains(exercise.id) { matched.insert(exercise.name) }
            guard var draft = fit(set, to: exercise) else { report.emptySets += 1; continue }
            if let notes = draft.notes, notes.count > Limits.notesLength {
                draft.notes = String(notes.prefix(Limits.notesLength - 1)) + "…"
                report.adjustments["notes longer than \(Limits.notesLength) characters shortened", default: 0] += 1
            }
            let valid: SetDraft
            do {
                valid = try Validator.set(draft, for: exercise, now: options.now)
            } catch {
                var field: String?
                if case .validation(_, let f) = error { field = f }
                throw ImportFailure(line: set.line, column: field.flatMap { set.columns[$0] } ?? field, error.message)
            }
            let id = set.id ?? {
                let parts = [options.scope, "set", key, String(Int64(valid.date.timeIntervalSince1970 * 1000)), valid.kind.rawValue,
                             CSVText.number(valid.weight), valid.weightUnit?.rawValue ?? "", valid.reps.map(String.init) ?? "",
                             valid.duration.map(String.init) ?? "", CSVText.number(valid.distance), valid.distanceUnit?.rawValue ?? "",
                             CSVText.number(valid.rpe)]
                let content = parts.joined(separator: "\u{1F}")
                let n = occurrences[content, default: 0]
                occurrences[content] = n + 1
                return StableID.make(parts + [String(n)])
            }()
            batch.sets.append(WorkoutSet(id: id, draft: valid, createdAt: (set.createdAt ?? options.now).roundedToMilliseconds))
        }
        report.matched = matched.sorted()

        for entry in file.bodyWeight {
            do {
                let valid = try Validator.bodyWeight(entry.draft, now: options.now)
                batch.bodyWeight.append(BodyWeightEntry(id: entry.id, draft: valid))
            } catch {
                throw ImportFailure("body weight entry \(entry.id): \(error.message)")
            }
        }
        report.setsInFile = batch.sets.count
        report.bodyWeightInFile = batch.bodyWeight.count
        report.profile = file.profile != nil
        return (batch, report)
    }

    /// Cardio when any set has a distance; timed when sets have a time and none has reps;
    /// strength otherwise.
    static func inferType(_ sets: [ImportedSet]) -> ExerciseType {
        if sets.contains(where: { ($0.distance ?? 0) > 0 }) { return .cardio }
        if sets.contains(where: { ($0.duration ?? 0) > 0 }) && !sets.contains(where: { ($0.reps ?? 0) > 0 }) { return .timed }
        return .strength
    }

    /// The values an exercise of this type takes; nil when the row carries none of them (an
    /// incomplete set: empty weight and reps).
    static func fit(_ set: ImportedSet, to exercise: Exercise) -> SetDraft? {
        var d = SetDraft(exerciseId: exercise.id, kind: set.kind, rpe: set.rpe, date: set.date, notes: set.notes)
        switch exercise.exerciseType {
        case .strength:
            guard let reps = set.reps, reps != 0 else { return nil }
            d.reps = reps
            d.weight = set.weight ?? (exercise.usesBodyWeight ? 0 : nil)
            d.weightUnit = set.weightUnit
        case .timed:
            guard let duration = set.duration, duration != 0 else { return nil }
            d.duration = duration
            if let w = set.weight, w != 0 { d.weight = w; d.weightUnit = set.weightUnit }
        case .cardio:
            if let distance = set.distance, distance != 0 { d.distance = distance; d.distanceUnit = set.distanceUnit ?? .km }
            if let duration = set.duration, duration != 0 { d.duration = duration }
            guard d.distance != nil || d.duration != nil else { return nil }
        }
        return d
    }
}
