import Foundation

/// The workouts and routines a file carries: workouts keep the apps' names, notes and lengths
/// (ids from the account, the start as written and the name, so a second import adds none);
/// routines (Plates' own export) name the exercises the sets were matched to.
extension ImportPlanner {
    static func workoutIds(_ file: ImportFile, options: Options) -> [String] {
        file.workouts.map { w in
            w.id ?? StableID.make([options.scope, "workout", w.timeIdentity ?? String(Int64(w.start.timeIntervalSince1970 * 1000)), w.name])
        }
    }

    /// The workouts of `sets` (those no set names are left out: every row of theirs was skipped),
    /// cleaned to Plates' rules. An app's workout without a finish ends at its last set; Plates'
    /// own export keeps an open workout open (it is the one being trained).
    static func workouts(_ file: ImportFile, ids: [String], sets: [WorkoutSet], options: Options) throws(ImportFailure) -> [Workout] {
        var lastSet: [String: Date] = [:]
        for s in sets {
            guard let w = s.workoutId else { continue }
            lastSet[w] = max(lastSet[w] ?? s.date, s.date)
        }
        var out: [Workout] = []
        var made: Set<String> = []
        for (i, w) in file.workouts.enumerated() where lastSet[ids[i]] != nil && made.insert(ids[i]).inserted {
            let name = TextRule.cleaned(w.name, .exerciseName)
            let start: Date
            do { start = try Validator.date(w.start, now: options.now) } catch {
                throw ImportFailure(line: w.line, column: nil, "workout ‘\(name)’: \(error.message)")
            }
            let finish = w.id != nil && w.finish == nil ? nil : max(start, w.finish ?? lastSet[ids[i]] ?? start)
            out.append(
                Workout(
                    id: ids[i], name: name.isEmpty ? "Workout" : name, notes: w.notes.map { TextRule.cleaned($0, .note) },
                    startedAt: start.roundedToMilliseconds, finishedAt: finish?.roundedToMilliseconds, routineId: w.routineId,
                    createdAt: (w.createdAt ?? options.now).roundedToMilliseconds))
        }
        return out
    }

    /// The file's routines with their entries on the exercises the import matched or created;
    /// an entry whose exercise the file does not define is left out.
    static func routines(_ file: ImportFile, exercises byName: [String: Exercise]) -> [Routine] {
        let names = Dictionary(file.exercises.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        return file.routines.compactMap { r in
            var routine = r
            routine.isShipped = false
            routine.entries = r.entries.compactMap { e in
                guard let name = names[e.exerciseId], let exercise = byName[Exercise.nameKey(name)] else { return nil }
                var entry = e
                entry.exerciseId = exercise.id
                return entry
            }
            return routine.entries.isEmpty ? nil : routine
        }
    }
}
