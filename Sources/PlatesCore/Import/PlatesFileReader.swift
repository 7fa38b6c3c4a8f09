import Foundation

/// Reads Plates' own export back (JSON or CSV, docs/export-format.md), keeping ids, dates,
/// creation times and notes exactly.
enum PlatesFileReader {
    static func read(_ text: String) throws(ImportFailure) -> ImportFile {
        let start = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        let export = start.first == "{" ? try json(String(start)) : try csv(text)
        var file = ImportFile(format: .plates)
        file.exercises = export.exercises
        file.bodyWeight = export.bodyWeight
        file.profile = ProfilePatch(
            unit: export.profile.unit, goalWeight: export.profile.goalWeight,
            goalWeightUnit: export.profile.goalWeightUnit, defaultPRReps: export.profile.defaultPRReps,
            // The export's bar and plates where it has them (older exports have none: the user's stay).
            barKg: export.profile.barKg.map(Patch.value) ?? .absent, platesKg: export.profile.platesKg.map(Patch.value) ?? .absent,
            barLb: export.profile.barLb.map(Patch.value) ?? .absent, platesLb: export.profile.platesLb.map(Patch.value) ?? .absent,
            restAlert: export.profile.restAlert, weeklyGoal: export.profile.weeklyGoal)
        var workoutIndex: [String: Int] = [:]
        for w in export.workouts where workoutIndex[w.id] == nil {
            var imported = ImportedWorkout(line: export.lines[w.id] ?? 1, name: w.name, start: w.startedAt)
            imported.notes = w.notes
            imported.finish = w.finishedAt
            imported.id = w.id
            imported.routineId = w.routineId
            imported.createdAt = w.createdAt
            workoutIndex[w.id] = file.workouts.count
            file.workouts.append(imported)
        }
        file.routines = export.routines
        let names = Dictionary(export.exercises.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        for a in export.aliases {
            guard let name = names[a.exerciseId] else {
                throw ImportFailure(
                    line: export.lines["alias " + a.name], "the other name ‘\(a.name)’ names exercise \(a.exerciseId), which the file does not define.")
            }
            file.aliases[Exercise.nameKey(a.name)] = name
        }
        for (i, s) in export.sets.enumerated() {
            guard let name = names[s.exerciseId] else {
                throw ImportFailure(line: export.lines[s.id], "set \(s.id) names exercise \(s.exerciseId), which the file does not define.")
            }
            var set = ImportedSet(line: export.lines[s.id] ?? i + 1, exercise: name, date: s.date)
            set.kind = s.kind
            set.weight = s.weight
            set.weightUnit = s.weightUnit ?? .kg
            set.reps = s.reps
            set.duration = s.duration
            set.distance = s.distance
            set.distanceUnit = s.distanceUnit
            set.rpe = s.rpe
            set.notes = s.notes
            set.id = s.id
            set.createdAt = s.createdAt
            if let w = s.workoutId {
                guard let index = workoutIndex[w] else {
                    throw ImportFailure(line: export.lines[s.id], "set \(s.id) names workout \(w), which the file does not define.")
                }
                set.workout = index
            }
            file.sets.append(set)
        }
        file.rows =
            export.exercises.count + export.sets.count + export.bodyWeight.count + export.workouts.count + export.routines.count
            + export.aliases.count + 1
        return file
    }

    struct Read {
        var exercises: [Exercise]
        var sets: [WorkoutSet]
        var bodyWeight: [BodyWeightEntry]
        var profile: Profile
        var workouts: [Workout] = []
        var routines: [Routine] = []
        var aliases: [ExerciseAlias] = []
        /// The line of each record, for messages (CSV only).
        var lines: [String: Int] = [:]
    }

    static func json(_ text: String) throws(ImportFailure) -> Read {
        let export: PlatesExport
        do {
            export = try WireCoding.decoder().decode(PlatesExport.self, from: Data(text.utf8))
        } catch let DecodingError.dataCorrupted(context) {
            throw ImportFailure("this is not a Plates export: \(context.debugDescription)")
        } catch let DecodingError.keyNotFound(key, context) {
            throw ImportFailure("this Plates export lacks ‘\(path(context.codingPath + [key]))’.")
        } catch let DecodingError.typeMismatch(_, context) {
            throw ImportFailure("‘\(path(context.codingPath))’ has the wrong type: \(context.debugDescription)")
        } catch let DecodingError.valueNotFound(_, context) {
            throw ImportFailure("‘\(path(context.codingPath))’ is missing.")
        } catch {
            throw ImportFailure("this is not a Plates export: \(error)")
        }
        guard export.format == PlatesExport.formatName else { throw ImportFailure("this JSON is not a Plates export (format is ‘\(export.format)’).") }
        guard export.version <= PlatesExport.currentVersion else {
            throw ImportFailure("this export is version \(export.version); this plates reads up to \(PlatesExport.currentVersion): update plates.")
        }
        return Read(
            exercises: export.exercises, sets: export.sets, bodyWeight: export.bodyWeight, profile: export.profile,
            workouts: export.workouts, routines: export.routines, aliases: export.aliases)
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }

    static func csv(_ text: String) throws(ImportFailure) -> Read {
        let sheet = try ImportSheet(text: text)
        let type = try sheet.require("record_type", format: "Plates")
        var columns: [String: ImportSheet.Column] = [:]
        for name in PlatesExport.csvColumns { columns[name] = sheet.column(name) }
        var read = Read(exercises: [], sets: [], bodyWeight: [], profile: Profile())
        for row in sheet.table.rows {
            func text(_ name: String) -> String { row.text(columns[name]) }
            func optional(_ name: String) -> String? {
                let t = text(name)
                return t.isEmpty ? nil : t
            }
            func required(_ name: String) throws(ImportFailure) -> String {
                let t = text(name)
                if t.isEmpty { throw ImportFailure(line: row.line, column: columns[name]?.name ?? name, "the value is missing.") }
                return t
            }
            func value<T: RawRepresentable>(_ name: String, _: T.Type) throws(ImportFailure) -> T? where T.RawValue == String {
                guard let t = optional(name) else { return nil }
                guard let v = T(rawValue: t) else { throw ImportFailure(line: row.line, column: columns[name]?.name ?? name, "‘\(t)’ is not a valid \(name).") }
                return v
            }
            func date(_ name: String) throws(ImportFailure) -> Date {
                let t = try required(name)
                guard let d = WireDates.parse(t) else {
                    throw ImportFailure(line: row.line, column: columns[name]?.name, "‘\(t)’ is not an ISO 8601 timestamp.")
                }
                return d
            }
            func bool(_ name: String) throws(ImportFailure) -> Bool {
                switch text(name).lowercased() {
                case "true": return true
                case "false", "": return false
                default: throw ImportFailure(line: row.line, column: columns[name]?.name, "‘\(text(name))’ is not true or false.")
                }
            }
            switch text("record_type") {
            case "profile":
                read.profile = Profile(
                    unit: try value("unit", WeightUnit.self) ?? .kg, goalWeight: try row.number(columns["goal_weight"]),
                    goalWeightUnit: try value("goal_weight_unit", WeightUnit.self),
                    defaultPRReps: try row.whole(columns["default_pr_reps"]) ?? 1,
                    // Exports before 2026-11-24 have no such columns: nil, the user's stay.
                    barKg: try row.number(columns["bar_kg"]), platesKg: text("plates_kg").isEmpty ? nil : text("plates_kg"),
                    barLb: try row.number(columns["bar_lb"]), platesLb: text("plates_lb").isEmpty ? nil : text("plates_lb"),
                    restAlert: try value("rest_alert", RestAlert.self), weeklyGoal: try row.whole(columns["weekly_goal"]))
            case "exercise":
                let e = Exercise(
                    id: try required("id"), name: try required("exercise"),
                    muscleGroup: try value("muscle_group", MuscleGroup.self) ?? .arms,
                    exerciseType: try value("exercise_type", ExerciseType.self) ?? .strength,
                    defaultPRReps: try row.whole(columns["default_pr_reps"]) ?? 1, isBase: try bool("is_base"),
                    usesBodyWeight: try bool("uses_body_weight"), pinnedNote: optional("notes"),
                    restSeconds: try row.whole(columns["rest_seconds"]), createdAt: try date("created_at"))
                read.exercises.append(e)
                read.lines[e.id] = row.line
            case "set":
                let s = WorkoutSet(
                    id: try required("id"),
                    draft: SetDraft(
                        exerciseId: try required("exercise_id"), weight: try row.number(columns["weight"]),
                        weightUnit: try value("weight_unit", WeightUnit.self), reps: try row.whole(columns["reps"]),
                        duration: try row.whole(columns["duration"]), distance: try row.number(columns["distance"]),
                        distanceUnit: try value("distance_unit", DistanceUnit.self), kind: try value("kind", SetKind.self) ?? .normal,
                        rpe: try row.number(columns["rpe"]), date: try date("date"), notes: optional("notes"), workoutId: optional("workout_id")),
                    createdAt: try date("created_at"))
                read.sets.append(s)
                read.lines[s.id] = row.line
            case "body_weight":
                guard let weight = try row.number(columns["weight"]) else {
                    throw ImportFailure(line: row.line, column: columns["weight"]?.name ?? "weight", "the value is missing.")
                }
                let b = BodyWeightEntry(
                    id: try required("id"), weight: weight, unit: try value("weight_unit", WeightUnit.self) ?? .kg,
                    date: try date("date"), notes: optional("notes"))
                read.bodyWeight.append(b)
                read.lines[b.id] = row.line
            case "workout":
                let w = Workout(
                    id: try required("id"), name: try required("name"), notes: optional("notes"), startedAt: try date("started_at"),
                    finishedAt: optional("finished_at") == nil ? nil : try date("finished_at"), routineId: optional("routine_id"),
                    createdAt: try date("created_at"))
                read.workouts.append(w)
                read.lines[w.id] = row.line
            case "routine":
                let entries: [RoutineEntry]
                let json = try required("entries")
                do throws(PlatesError) {
                    entries = try RoutineEntry.stored(json)
                } catch {
                    throw ImportFailure(line: row.line, column: columns["entries"]?.name, "the routine's entries are not readable: \(error.message)")
                }
                let r = Routine(
                    id: try required("id"), name: try required("name"), notes: optional("notes"), entries: entries, createdAt: try date("created_at"))
                read.routines.append(r)
                read.lines[r.id] = row.line
            case "alias":
                let a = ExerciseAlias(name: try required("name"), exerciseId: try required("exercise_id"))
                read.aliases.append(a)
                read.lines["alias " + a.name] = row.line
            default:
                throw ImportFailure(
                    line: row.line, column: type.name,
                    "‘\(text("record_type"))’ is not profile, exercise, set, body_weight, workout, routine or alias.")
            }
        }
        return read
    }
}
