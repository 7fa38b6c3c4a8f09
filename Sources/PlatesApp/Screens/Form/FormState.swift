import PlatesCore
import TermUI

/// A small form in a dialog: add an exercise, edit a set, the pinned note, a body weight entry,
/// the goal. Values stay as typed when saving fails.
public struct FormState: Equatable, Sendable {
    public enum Purpose: Equatable, Sendable {
        /// The exercise list's add form (`AddExerciseForm`), opened on a group's tab or on All.
        case addExercise(tabGroup: MuscleGroup?)
        case editSet(WorkoutSet)
        case editNote(Exercise)
        /// Name, group, type, body weight and PR reps of an exercise (built-in ones too).
        case editExercise(Exercise)
        /// Moves every set of the exercise into the one named in the form, then deletes it.
        case mergeExercise(Exercise)
        case addBodyWeight
        case editBodyWeight(BodyWeightEntry)
        case editGoal
        /// Settings → Import a file (`ImportForm`).
        case importFile
        /// Drawn by `LoginScreen` only: `LoginState` owns the keys and the submit.
        case logIn
        /// Settings → Change password (a server account).
        case changePassword
        /// Settings → Delete account: the e-mail typed again, and the password.
        case deleteAccount
        /// Settings → Bar and plates, in one unit.
        case editPlates(WeightUnit)
        /// The workout picker's routine form: a new routine (nil, or a copy of a shipped one) or
        /// one of the user's changed.
        case routine(editing: Routine?)
        /// History: a workout's name and notes.
        case editWorkout(Workout)
        /// History: the set into one of `targets` (nil: out of any workout), chosen by the field.
        case moveSet(WorkoutSet, targets: [String?])
        /// Settings → Backups folder.
        case backupFolder
        /// Settings → Restore a backup: one of `paths`, chosen by the field, into the database.
        case restoreBackup(paths: [String], folder: String)
        /// Settings → New API token: a name and a scope.
        case newToken
        /// Settings → Revoke an API token: one of `tokens`, chosen by the field.
        case revokeToken([APIToken])
    }

    /// One input: free text, or a choice among `choices` (←/→ to change).
    public struct Field: Equatable, Sendable {
        public var label: String
        public var value: TextField
        public var placeholder: String
        public var choices: [String]?
        public var choice = 0
        /// Shown as dots (a password).
        public var secret = false

        public init(_ label: String, _ text: String = "", placeholder: String = "", maxLength: Int = 100) {
            self.label = label
            self.value = TextField(text, maxLength: maxLength)
            self.placeholder = placeholder
        }

        public init(_ label: String, choices: [String], selected: Int = 0) {
            self.label = label
            self.value = TextField()
            self.placeholder = ""
            self.choices = choices
            self.choice = selected
        }

        /// The text or the chosen value.
        public var text: String { choices.map { $0[choice] } ?? value.text }
    }

    public var purpose: Purpose
    public var title: String
    public var fields: [Field]
    public var focused = 0
    public var error: String?
    /// The set text whose load `UnusualLoad` asked about (editing a set): enter on it again saves.
    public var unusualAsked: String?
    /// The file whose import's undo was listed (the import form): enter on it again removes.
    public var undoListed: String?
    public var saving = false
    /// A sentence above the fields, when the dialog needs to say why it opened.
    public var intro: String?
    /// The key hint under the fields (nil: the form's usual one).
    public var keys: String?
    /// A bar above the keys while a long save runs (an import's writing phase), 0…1.
    public var progress: Double?
    /// The user typed or pasted into a field (Ctrl-C then asks before the text is lost).
    public var touched = false
    /// The choice fields changed by hand: what a form guesses from a name leaves them alone.
    public var chosenByHand: Set<Int> = []

    public init(purpose: Purpose, title: String, fields: [Field]) {
        self.purpose = purpose
        self.title = title
        self.fields = fields
    }
}
