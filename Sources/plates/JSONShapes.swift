import Foundation
import PlatesCore

// The command line's `--json` shapes. Every key is always written, with `null` where a value is
// absent, so a script can read `.weight` without first asking whether the key is there. Each
// command's shape has a JSON Schema in docs/json/, and CommandLineJSONTests checks the real
// output against it.

/// A set, with its exercise's name: every field of the REST API's set, nulls included.
struct SetJSON: Encodable {
    var set: WorkoutSet
    var exerciseName: String

    enum Key: String, CodingKey {
        case id, weight, reps, duration, distance, kind, rpe, date, notes
        case exerciseId = "exercise_id"
        case exerciseName = "exercise_name"
        case weightUnit = "weight_unit"
        case distanceUnit = "distance_unit"
        case createdAt = "created_at"
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(set.id, forKey: .id)
        try c.encode(set.exerciseId, forKey: .exerciseId)
        try c.encode(exerciseName, forKey: .exerciseName)
        try c.encode(set.date, forKey: .date)
        try c.encode(set.kind, forKey: .kind)
        try c.encode(set.weight, forKey: .weight)
        try c.encode(set.weightUnit, forKey: .weightUnit)
        try c.encode(set.reps, forKey: .reps)
        try c.encode(set.duration, forKey: .duration)
        try c.encode(set.distance, forKey: .distance)
        try c.encode(set.distanceUnit, forKey: .distanceUnit)
        try c.encode(set.rpe, forKey: .rpe)
        try c.encode(set.notes, forKey: .notes)
        try c.encode(set.createdAt, forKey: .createdAt)
    }
}

/// A record target of one exercise: the set holding it and its e1RM, both `null` when no set
/// qualifies; e1RM also `null` where the formula means nothing (body weight, over 12 reps, timed
/// and cardio records). `record` names the kind, `reps` is the rep target of a weight record (else
/// `null`), `seconds` and `metres` the time of a heaviest hold and the distance of a fastest pace.
struct RecordJSON: Encodable {
    var exercise: Exercise
    var target: RecordTarget
    var set: WorkoutSet?

    init(exercise: Exercise, target: RecordTarget, set: WorkoutSet?) {
        self.exercise = exercise
        self.target = target
        self.set = set
    }

    init(exercise: Exercise, record: PersonalRecord) {
        self.init(exercise: exercise, target: record.target, set: record.set)
    }

    /// In the set's own unit, to one decimal, like the table's column.
    var estimatedOneRepMax: Double? {
        guard target.reps != nil, !exercise.usesBodyWeight, let set, let w = set.weight, w > 0, let reps = set.reps,
            OneRepMax.meaningfulReps.contains(reps)
        else { return nil }
        return (OneRepMax.epley(weight: w, reps: reps) * 10).rounded() / 10
    }

    enum Key: String, CodingKey {
        case exerciseId = "exercise_id"
        case exerciseName = "exercise_name"
        case record, reps, seconds, metres, set, e1rm
        case e1rmUnit = "e1rm_unit"
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(exercise.id, forKey: .exerciseId)
        try c.encode(exercise.name, forKey: .exerciseName)
        try c.encode(target.kind, forKey: .record)
        try c.encode(target.reps, forKey: .reps)
        if case .heaviestHold(let seconds) = target { try c.encode(seconds, forKey: .seconds) }
        if case .fastest(let metres) = target { try c.encode(metres, forKey: .metres) }
        try c.encode(set.map { SetJSON(set: $0, exerciseName: exercise.name) }, forKey: .set)
        let e1rm = estimatedOneRepMax
        try c.encode(e1rm, forKey: .e1rm)
        try c.encode(e1rm == nil ? nil : set?.weightUnit, forKey: .e1rmUnit)
    }
}

/// An exercise with the table's columns: its last set and its current PR (`null` when none), and
/// the other names it answers to (name keys, by name; none known: empty).
struct ExerciseJSON: Encodable {
    var summary: ExerciseSummary
    var aliases: [String]

    enum Key: String, CodingKey {
        case id, name
        case muscleGroup = "muscle_group"
        case exerciseType = "exercise_type"
        case defaultPRReps = "default_pr_reps"
        case isBase = "is_base"
        case usesBodyWeight = "uses_body_weight"
        case pinnedNote = "pinned_note"
        case createdAt = "created_at"
        case lastSet = "last_set"
        case currentPR = "current_pr"
        case aliases
    }

    func encode(to encoder: any Encoder) throws {
        let e = summary.exercise
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(e.id, forKey: .id)
        try c.encode(e.name, forKey: .name)
        try c.encode(e.muscleGroup, forKey: .muscleGroup)
        try c.encode(e.exerciseType, forKey: .exerciseType)
        try c.encode(e.defaultPRReps, forKey: .defaultPRReps)
        try c.encode(e.isBase, forKey: .isBase)
        try c.encode(e.usesBodyWeight, forKey: .usesBodyWeight)
        try c.encode(e.pinnedNote, forKey: .pinnedNote)
        try c.encode(e.createdAt, forKey: .createdAt)
        try c.encode(summary.lastSet.map { SetJSON(set: $0, exerciseName: e.name) }, forKey: .lastSet)
        try c.encode(summary.currentRecord.map { RecordJSON(exercise: e, record: $0) }, forKey: .currentPR)
        try c.encode(aliases, forKey: .aliases)
    }
}

/// A weigh-in, notes `null` when none.
struct BodyWeightJSON: Encodable {
    var entry: BodyWeightEntry

    enum Key: String, CodingKey { case id, weight, unit, date, notes }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(entry.id, forKey: .id)
        try c.encode(entry.date, forKey: .date)
        try c.encode(entry.weight, forKey: .weight)
        try c.encode(entry.unit, forKey: .unit)
        try c.encode(entry.notes, forKey: .notes)
    }
}

/// `{items, skip, limit, total}`, as the REST API lists.
struct JSONPage<Item: Encodable>: Encodable {
    var items: [Item]
    var skip: Int
    var limit: Int
    var total: Int
}
