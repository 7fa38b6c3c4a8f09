/// What a cardio exercise is, from its name: a rowing machine or ski erg, a ride, a swim, or a
/// run (anything else on foot). Its standard distances and the way its pace is said follow it.
public enum CardioKind: Sendable, Equatable {
    case erg, ride, swim, run

    public init(_ exercise: Exercise) {
        let name = exercise.name.lowercased()
        if ["row", "erg", "ski"].contains(where: name.contains) {
            self = .erg
        } else if ["cycl", "bike", "ride", "spin"].contains(where: name.contains) {
            self = .ride
        } else if name.contains("swim") {
            self = .swim
        } else {
            self = .run
        }
    }
}
