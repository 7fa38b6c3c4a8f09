/// A set as `WorkoutSet.encode(to:)` writes it with sorted keys: absent values are left out.
extension WorkoutSet: WireJSONWritable {
    public func writeJSON(to out: inout WireJSON) {
        out.raw("{\"created_at\":")
        out.date(createdAt)
        out.raw(",\"date\":")
        out.date(draft.date)
        out.member(",\"distance\":", draft.distance)
        out.member(",\"distance_unit\":", draft.distanceUnit?.rawValue)
        out.member(",\"duration\":", draft.duration)
        out.raw(",\"exercise_id\":")
        out.string(draft.exerciseId)
        out.raw(",\"id\":")
        out.string(id)
        out.raw(",\"kind\":")
        out.string(draft.kind.rawValue)
        out.member(",\"notes\":", draft.notes)
        out.member(",\"reps\":", draft.reps)
        out.member(",\"rpe\":", draft.rpe)
        out.member(",\"weight\":", draft.weight)
        out.member(",\"weight_unit\":", draft.weightUnit?.rawValue)
        out.member(",\"workout_id\":", draft.workoutId)
        out.raw("}")
    }
}
