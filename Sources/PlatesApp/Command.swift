/// What a key means, once looked up in the binding table of the current screen.
public enum Command: Hashable, Sendable {
    case quit, back, help, refresh
    case screen(Route)
    case nextScreen, previousScreen
    case quickLog, undo, redo
    case up, down, top, bottom, pageUp, pageDown
    case open, filter, add, edit, delete
    case nextTab, previousTab
    case editNote, editGoal
    /// The detail's `c`: the next of the exercise's charts (best weight, e1RM, volume).
    case switchChart
    /// The exercise itself: rename and settings, merge into another, delete with its sets.
    case editExercise, mergeExercise, deleteExercise
    /// Shown in the hints of text inputs only: the input itself handles the key (ctrl+u).
    case clearField
    /// The quick log's ctrl+r: the warm-up ramp to the set's weight (handled by the quick log).
    case logWarmUps
    /// The rest timer: 15 s more, 15 s less, skip it.
    case restLonger, restShorter, skipRest
    /// `w`: start a workout (the picker) or go back to the open one; `F` finishes it.
    case workout, finishWorkout
    /// The plan walk's ctrl+n (skip the planned set) and ctrl+o (one set more): in hints only.
    case skipPlanned, addPlanned
    /// History's `m`: move the selected set into another workout (or out of any).
    case moveToWorkout
    /// History's `K`/`J`: the selected set one place later/earlier in its day.
    case moveSetLater, moveSetEarlier
}
