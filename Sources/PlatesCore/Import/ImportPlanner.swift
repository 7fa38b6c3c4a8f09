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
        /// The user's `--map`: a file's name key → the name of the exercise it means, or `new`.
        public var mappings: [String: String]
        /// Mappings an earlier import kept: a file's name key → exercise id.
        public var remembered: [String: String]

        public init(scope: String, now: Date, mappings: [String: String] = [:], remembered: [String: String] = [:]) {
            self.scope = scope
            self.now = now
            self.mappings = mappings
            self.remembered = remembered
        }
    }

    public static func plan(_ file: ImportFile, existing: [Exercise], defaultPRReps: Int, options: Options) throws(ImportFailure) -> (ImportBatch, ImportReport)
    {
        var report = ImportReport(format: file.format)
        report.rows = file.rows
        report.notSets = file.notSets
        report.adjustments = file.adjustments
        var batch = ImportBatch(profile: file.profile)
        batch.sets.reserveCapacity(file.sets.count)
        var byName = Dictionary(existing.map { (Exercise.nameKey($0.name), $0) }, uniquingKeysWith: { a, _ in a })
        let existingIds = Set(existing.map(\.id))
        var matched: Set<String> = []

        // Exercises a Plates export defines keep their id, type and notes. One the account has
        // already takes the file's note, body-weight flag, PR reps, group and name: a round trip
        // keeps edits to built-in exercises.
        for e in file.exercises {
            let key = Exercise.nameKey(e.name)
            if !e.isBase { batch.madeExerciseIds.insert(e.id) }
            if let current = existing.first(where: { $0.id == e.id }) ?? byName[key] {
                var patch = ExercisePatch()
                if (e.pinnedNote ?? "") != (current.pinnedNote ?? "") { patch.pinnedNote = .some(e.pinnedNote) }
                if e.usesBodyWeight != current.usesBodyWeight { patch.usesBodyWeight = e.usesBodyWeight }
                if e.defaultPRReps != current.defaultPRReps { patch.defaultPRReps = e.defaultPRReps }
                if e.muscleGroup != current.muscleGroup { patch.muscleGroup = e.muscleGroup }
                // A file without a rest (older exports, the default) leaves the account's rest.
                if let rest = e.restSeconds, rest != current.restSeconds { patch.restSeconds = .some(rest) }
                // A renamed exercise (built-in ones too) keeps its name, unless another has it.
                if e.id == current.id, e.name != current.name, byName[Exercise.nameKey(e.name)] == nil { patch.name = e.name }
                guard patch != ExercisePatch() else { continue }
                do {
                    let changed = try Validator.exercise(patch.applied(to: current))
                    byName[Exercise.nameKey(current.name)] = changed
                    byName[Exercise.nameKey(changed.name)] = changed
                } catch {
                    throw ImportFailure("exercise ‘\(e.name)’: \(error.message)")
                }
                batch.exerciseChanges.append(ExerciseChange(id: current.id, patch: patch))
                report.adjustments["exercises you already have updated from the file (note, body weight, PR reps, group)", default: 0] += 1
                continue
            }
            var created: Exercise
            do { created = try Validator.exercise(e) } catch { throw ImportFailure("exercise ‘\(e.name)’: \(error.message)") }
            created.isBase = false
            batch.exercises.append(created)
            byName[key] = created
            report.created.append(created.name)
        }

        // Every set repeats its exercise's name: fold each distinct name once (folding was 7 % of
        // an import of 100,000 sets).
        var keys: [String: String] = [:]
        func keyOf(_ name: String) -> String {
            if let known = keys[name] { return known }
            let key = Exercise.nameKey(name)
            keys[name] = key
            return key
        }
        // Exercises only named by sets: matched, or created from what their sets carry.
        // Indices, not copies of the sets: a second copy of every set was a tenth of the memory.
        var order: [String] = []
        var groupIndices: [String: [Int]] = [:]
        for (i, set) in file.sets.enumerated() {
            let key = keyOf(set.exercise)
            if groupIndices[key] == nil { order.append(key) }
            groupIndices[key, default: []].append(i)
        }
        func group(_ key: String) -> [ImportedSet] { groupIndices[key, default: []].map { file.sets[$0] } }
        // Which exercise each name of the file means: your mapping, the same name, a mapping an
        // earlier import kept, the app's standard name for a catalogue exercise, or a new one.
        let existingById = Dictionary(existing.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for key in order {
            let name = file.sets[groupIndices[key]![0]].exercise
            if let to = options.mappings[key], to.lowercased() != "new" {
                guard let target = byName[Exercise.nameKey(to)] else {
                    throw ImportFailure("--map \(name)=\(to): you have no exercise named ‘\(to)’ (plates exercises lists them).")
                }
                byName[key] = target
                batch.aliases[key] = target.id
                report.names.append(.init(name: name, exercise: target.name, why: "your mapping, kept for the next import"))
            } else if options.mappings[key] != nil || byName[key] != nil {
                continue
            } else if let id = options.remembered[key], let target = existingById[id] {
                byName[key] = target
                report.names.append(.init(name: name, exercise: target.name, why: "your mapping from an earlier import"))
            } else if let standard = ExerciseAliases.standard[key], let target = byName[Exercise.nameKey(standard)] {
                byName[key] = target
                report.names.append(.init(name: name, exercise: target.name, why: "\(file.format.title)'s name for it"))
            }
        }
        var refusals: [ImportFailure] = []
        func create(_ name: String, key: String, sets: [ImportedSet], type: ExerciseType, line: Int) -> Exercise? {
            let checked: String
            do { checked = try Validator.name(TextRule.cleaned(name, .exerciseName, cut: false)) } catch {
                refusals.append(ImportFailure(line: line, column: nil, "exercise name: \(error.message)"))
                return nil
            }
            // Body weight when some set of reps has no load: chin-ups and dips logged with and
            // without a belt; the unloaded ones read `BW`, the others `BW + 10 kg`.
            let bodyWeight = type == .strength && sets.contains { ($0.reps ?? 0) > 0 && (($0.weight ?? 0) <= 0 || $0.bodyWeight) }
            let fromFile = sets.lazy.compactMap(\.muscleGroup).first
            let group = fromFile ?? MuscleGroupGuess.guess(checked, type: type)
            let e = Exercise(
                id: StableID.make([options.scope, "exercise", key]), name: checked, muscleGroup: group, exerciseType: type,
                defaultPRReps: defaultPRReps, usesBodyWeight: bodyWeight, createdAt: options.now.roundedToMilliseconds)
            batch.exercises.append(e)
            byName[key] = e
            report.created.append(checked)
            if fromFile == nil { report.guesses.append(.init(exercise: checked, muscleGroup: group, type: type, usesBodyWeight: bodyWeight)) }
            return e
        }
        for key in order { batch.madeExerciseIds.insert(StableID.make([options.scope, "exercise", key])) }
        for key in order where byName[key] == nil {
            let sets = group(key)
            _ = create(sets[0].exercise, key: key, sets: sets, type: inferType(sets), line: sets[0].line)
        }
        // A Plates export's other names (a name merged away, a mapping) go with their exercise,
        // unless the name is an exercise's own here or the account reads it already.
        for (key, name) in file.aliases.sorted(by: { $0.key < $1.key }) {
            guard byName[key] == nil, options.remembered[key] == nil, let target = byName[Exercise.nameKey(name)] else { continue }
            batch.aliases[key] = target.id
            report.otherNames.append(.init(name: key, exercise: target.name, why: "kept from the file"))
        }

        // Rows whose values do not fit their exercise (weight × reps under the timed Plank, or no
        // load under Leg Press) go to a sibling exercise that fits, named for what it holds:
        // never dropped. The report lists it as created; merge it later if it is the same.
        var misfits: [String: [ImportedSet]] = [:]
        for set in file.sets {
            let key = keyOf(set.exercise)
            if let exercise = byName[key], case .misfit = fit(set, to: exercise) { misfits[key, default: []].append(set) }
        }
        var siblings: [String: Exercise] = [:]
        func sibling(of exercise: Exercise, for set: ImportedSet, key fileKey: String) -> Exercise? {
            let sets = misfits[fileKey] ?? [set]
            let unloaded = exercise.exerciseType == .strength && (set.reps ?? 0) > 0
            let type = unloaded ? ExerciseType.strength : inferType([set])
            let name = exercise.name + (unloaded ? " (body weight)" : " (\(type.rawValue))")
            let key = Exercise.nameKey(name)
            if let known = siblings[key] ?? byName[key] { return known }
            let kin = sets.filter { unloaded ? ($0.reps ?? 0) > 0 : inferType([$0]) == type }
            guard let made = create(name, key: key, sets: kin, type: type, line: set.line) else { return nil }
            siblings[key] = made
            return made
        }

        var occurrences: [UInt128: Int] = [:]
        // Sized once: grown a row at a time they were rehashed over and over (7 % of the samples of
        // planning 100,000 rows in `perf`; the dry run's time moved within its noise).
        occurrences.reserveCapacity(file.sets.count)
        if file.sets.contains(where: { $0.timeIdentity != nil }) { batch.previousIds.reserveCapacity(file.sets.count) }
        let workoutIds = Self.workoutIds(file, options: options)
        let setsHash = StableID.hash([options.scope, "set"])  // where every set's id hash starts
        for set in file.sets {
            let key = keyOf(set.exercise)
            guard var exercise = byName[key] else { continue }  // its name was refused
            var fitted = fit(set, to: exercise)
            if case .misfit = fitted, let other = sibling(of: exercise, for: set, key: key) {
                exercise = other
                fitted = fit(set, to: other)
                report.adjustments["rows moved to an exercise of the type they fit (listed under created)", default: 0] += 1
            }
            if existingIds.contains(exercise.id) { matched.insert(exercise.name) }
            var draft: SetDraft
            switch fitted {
            case .draft(let d): draft = d
            case .skipped(let reason):
                if reason == Fit.noValues { report.emptySets += 1 } else { report.skipped[reason, default: 0] += 1 }
                continue
            case .misfit:
                refusals.append(ImportFailure(line: set.line, column: nil, "its values do not fit \(exercise.name) (\(exercise.exerciseType.rawValue))."))
                continue
            }
            if let w = set.workout { draft.workoutId = workoutIds[w] }
            if let notes = draft.notes, case let cleaned = TextRule.cleaned(notes, .note), cleaned != TextRule.normalised(notes) {
                draft.notes = cleaned
                let cut = cleaned.hasSuffix("…") && !notes.hasSuffix("…")
                report.adjustments[
                    cut ? "notes longer than \(Limits.notesLength) characters shortened" : "notes with control characters cleaned", default: 0] += 1
            }
            let valid: SetDraft
            do {
                valid = try Validator.set(draft, for: exercise, now: options.now)
            } catch {
                var field: String?
                if case .validation(_, let f) = error { field = f }
                refusals.append(ImportFailure(line: set.line, column: field.flatMap { set.columns[$0] } ?? field, error.message))
                continue
            }
            var id: String
            if let given = set.id {
                id = given
            } else {
                // From the row's values and its time as written, never from the instant, which
                // depends on the importing machine's zone. Before, the instant was
                // used: that id is kept beside it, so a file imported by an earlier plates is
                // still found.
                let values = [
                    valid.kind.rawValue, CSVText.number(valid.weight), valid.weightUnit?.rawValue ?? "",
                    valid.reps.map(String.init) ?? "", valid.duration.map(String.init) ?? "", CSVText.number(valid.distance),
                    valid.distanceUnit?.rawValue ?? "", CSVText.number(valid.rpe),
                ]
                let instant = String(Int64(valid.date.timeIntervalSince1970 * 1000))
                func stable(_ time: String) -> String {
                    // The hash of `[scope, "set", key, time] + values`, part by part (not an array
                    // of them a call). Rows alike in every value count up; keyed by the parts'
                    // hash, not their joined text (100,000 long strings were a tenth of the memory).
                    var content = StableID.hash(appending: time, to: StableID.hash(appending: key, to: setsHash))
                    for value in values { content = StableID.hash(appending: value, to: content) }
                    let n = occurrences[content, default: 0]
                    occurrences[content] = n + 1
                    return StableID.make(appending: String(n), to: content)
                }
                id = stable(set.timeIdentity ?? instant)
                if set.timeIdentity != nil { batch.previousIds[id] = stable(instant) }
            }
            batch.sets.append(WorkoutSet(id: id, draft: valid, createdAt: (set.createdAt ?? options.now).roundedToMilliseconds))
        }
        if !refusals.isEmpty { throw ImportFailure.all(refusals) }
        report.matched = matched.sorted()
        batch.workouts = try Self.workouts(file, ids: workoutIds, sets: batch.sets, options: options)
        batch.routines = Self.routines(file, exercises: byName)
        report.workoutsInFile = batch.workouts.count
        report.routinesInFile = batch.routines.count

        for entry in file.bodyWeight {
            do {
                let valid = try Validator.bodyWeight(entry.draft, now: options.now)
                batch.bodyWeight.append(BodyWeightEntry(id: entry.id, draft: valid))
            } catch {
                throw ImportFailure("body weight entry \(entry.id): \(error.message)")
            }
        }
        var weighIns: [String: Int] = [:]
        for w in file.weighIns {
            // From the values and the time as written, as a set's (not its notes, which a lifter
            // edits in the sheet); alike ones count up.
            let key = [w.timeIdentity, CSVText.number(w.weight), w.unit.rawValue]
            let n = weighIns[key.joined(separator: "\u{1F}"), default: 0]
            weighIns[key.joined(separator: "\u{1F}")] = n + 1
            let draft = BodyWeightDraft(weight: w.weight, unit: w.unit, date: w.date, notes: w.notes)
            do {
                let valid = try Validator.bodyWeight(draft, now: options.now)
                batch.bodyWeight.append(BodyWeightEntry(id: StableID.make([options.scope, "bodyweight"] + key + [String(n)]), draft: valid))
            } catch {
                refusals.append(ImportFailure(line: w.line, column: nil, error.message))
            }
        }
        if !refusals.isEmpty { throw ImportFailure.all(refusals) }
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

    /// What becomes of a row under an exercise: a set, a row skipped by a rule (with the
    /// report's reason), or values of another type (`misfit`: another exercise must take it).
    enum Fit: Equatable {
        case draft(SetDraft)
        case skipped(String)
        case misfit

        static let noValues = "no values"
    }

    static func fit(_ set: ImportedSet, to exercise: Exercise) -> Fit {
        var d = SetDraft(exerciseId: exercise.id, kind: set.kind, rpe: set.rpe, date: set.date, notes: set.notes)
        let reps = set.reps ?? 0
        let weight = set.weight ?? 0
        let duration = set.duration ?? 0
        let distance = set.distance ?? 0
        if reps == 0, weight == 0, duration == 0, distance == 0 {
            return .skipped(Fit.noValues)  // Strong writes 0 in every column of a set that was not done
        }
        switch exercise.exerciseType {
        case .strength:
            guard reps > 0 else {
                // A load with 0 reps is a set that was not done; a time or distance is another type.
                return duration > 0 || distance > 0 ? .misfit : .skipped("set rows with 0 reps")
            }
            guard weight > 0 || exercise.usesBodyWeight else { return .misfit }
            // `BW+10` on a loaded exercise would read as 10 kg lifted.
            guard !set.bodyWeight || exercise.usesBodyWeight else { return .skipped("body-weight rows of an exercise that is not body weight") }
            d.reps = reps
            d.weight = weight
            d.weightUnit = set.weightUnit
        case .timed:
            guard duration > 0 else { return reps > 0 || distance > 0 ? .misfit : .skipped("timed rows with no time") }
            d.duration = duration
            if weight != 0 {
                d.weight = weight
                d.weightUnit = set.weightUnit
            }
        case .cardio:
            if distance != 0 {
                d.distance = distance
                d.distanceUnit = set.distanceUnit ?? .km
            }
            if duration != 0 { d.duration = duration }
            guard d.distance != nil || d.duration != nil else { return reps > 0 ? .misfit : .skipped("cardio rows with no distance or time") }
        }
        return .draft(d)
    }
}
