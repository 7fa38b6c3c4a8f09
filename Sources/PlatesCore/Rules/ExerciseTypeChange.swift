import Foundation

/// An exercise's type decides which fields its sets have: it can change only while it has none.
public enum ExerciseTypeChange {
    public static func check(_ exercise: Exercise, to type: ExerciseType, setCount: Int) throws(PlatesError) {
        guard type != exercise.exerciseType, setCount > 0 else { return }
        throw .conflict("\(exercise.name) has logged sets, so its type can't change.")
    }
}
