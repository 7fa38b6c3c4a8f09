import Foundation

extension RoutineEntry {
    /// The entry as saving a routine keeps it, checked against its exercise's type: reps (or a
    /// rep range going up) for strength, a time for holds, a time or a distance for cardio; a planned weight within the
    /// sets' limit. What does not fit is `.validation`, naming the exercise.
    public func checked(for exercise: Exercise) throws(PlatesError) -> RoutineEntry {
        var e = self
        guard (1...RoutineText.maxSets).contains(e.sets) else {
            throw .validation("\(exercise.name): between 1 and \(RoutineText.maxSets) sets (got \(e.sets)).", field: "entries")
        }
        switch exercise.exerciseType {
        case .strength:
            guard let reps = e.reps, Limits.loadedReps.contains(reps) else {
                throw .validation("\(exercise.name) is a strength exercise: plan reps, like 5x5 or 3x8-12.", field: "entries")
            }
            if let max = e.repsMax, !(max > reps && Limits.loadedReps.contains(max)) {
                throw .validation("\(exercise.name): a rep range goes up, like 8-12.", field: "entries")
            }
            e.duration = nil
            e.distance = nil
            e.distanceUnit = nil
        case .timed:
            guard let d = e.duration, Limits.duration.contains(d) else {
                throw .validation("\(exercise.name) is a timed hold: plan a time, like 3x60s.", field: "entries")
            }
            e.reps = nil
            e.repsMax = nil
            e.distance = nil
            e.distanceUnit = nil
        case .cardio:
            guard e.duration != nil || e.distance != nil else {
                throw .validation("\(exercise.name) is cardio: plan a time or a distance, like 1x30min or 8x400m.", field: "entries")
            }
            if let d = e.duration, !Limits.duration.contains(d) {
                throw .validation("\(exercise.name): a planned time from 1 s to 24 h.", field: "entries")
            }
            if let d = e.distance {
                let unit = e.distanceUnit ?? .km
                guard d.isFinite, d >= Limits.smallestAmount, unit.convert(d, to: .m) <= Limits.maxDistanceMetres else {
                    throw .validation("\(exercise.name): a planned distance up to 1000 km.", field: "entries")
                }
                e.distanceUnit = unit
            }
            e.reps = nil
            e.repsMax = nil
        }
        if let w = e.weight {
            let unit = e.weightUnit ?? .kg
            guard w.isFinite, w >= 0, unit.convert(w, to: .kg) <= Limits.maxSetWeightKg else {
                throw .validation("\(exercise.name): a planned weight from 0 to \(Int(Limits.maxSetWeightKg)) kg.", field: "entries")
            }
            e.weightUnit = unit
        }
        return e
    }

    /// The entry as the plan walk can use it for its exercise as the exercise is now. A plan made
    /// before the exercise's type changed (a Plank planned as 3×60 s, then made a strength
    /// exercise; a built-in merged into a hold) keeps its sets, weight and warm-ups; its reps or
    /// time, which no longer apply, are dropped, and the walk takes them from the sets done.
    public func fitting(_ exercise: Exercise) -> RoutineEntry {
        var e = self
        switch exercise.exerciseType {
        case .strength:
            e.duration = nil
            e.distance = nil
        case .timed:
            e.reps = nil
            e.repsMax = nil
            e.distance = nil
        case .cardio:
            e.reps = nil
            e.repsMax = nil
        }
        return e
    }
}
