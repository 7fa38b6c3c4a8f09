import Foundation
import PlatesCore

/// Small builders for test data. Dates are UTC unless a test passes its own calendar.
enum Make {
    static let utc = Calendar.plates(timeZone: TimeZone(identifier: "UTC")!)

    /// `2026-11-21 18:05` in `calendar`'s zone.
    static func date(_ text: String, calendar: Calendar = utc) -> Date {
        let parts = text.split(separator: " ")
        let day = WireDates.parseDay(String(parts[0]), calendar: calendar)!
        guard parts.count > 1 else { return day }
        let hm = parts[1].split(separator: ":").map { Int($0)! }
        return calendar.date(bySettingHour: hm[0], minute: hm[1], second: 0, of: day)!
    }

    static func exercise(
        _ name: String = "Bench Press", _ group: MuscleGroup = .chest, type: ExerciseType = .strength,
        id: String? = nil, bodyWeight: Bool = false
    ) -> Exercise {
        Exercise(
            id: id ?? name, name: name, muscleGroup: group, exerciseType: type, usesBodyWeight: bodyWeight,
            createdAt: Date(timeIntervalSince1970: 0))
    }

    static func set(
        _ weight: Double?, _ reps: Int?, _ date: String, unit: WeightUnit = .kg, kind: SetKind = .normal,
        exercise: String = "Bench Press", id: String? = nil, calendar: Calendar = utc
    ) -> WorkoutSet {
        let d = Make.date(date, calendar: calendar)
        let draft = SetDraft(exerciseId: exercise, weight: weight, weightUnit: weight == nil ? nil : unit, reps: reps, kind: kind, date: d)
        return WorkoutSet(id: id ?? "\(exercise)-\(date)-\(weight ?? 0)-\(reps ?? 0)-\(kind)", draft: draft, createdAt: d)
    }
}
