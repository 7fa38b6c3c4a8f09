import Foundation

/// What an import did (or, with --dry-run, would do): printed by `plates import` and shown by
/// the settings screen. The counts add up to the file's rows.
public struct ImportReport: Sendable, Equatable {
    public struct Guess: Sendable, Equatable {
        public var exercise: String
        public var muscleGroup: MuscleGroup
        public var type: ExerciseType
        public var usesBodyWeight: Bool
    }

    /// How a name of the file that is not one of yours was read: "Bench Press (Barbell)" → Bench Press.
    public struct NameChoice: Sendable, Equatable {
        public var name: String
        public var exercise: String
        public var why: String
    }

    public var format: ImportFormat
    /// Names read as one of your exercises, and why (new exercises are in `created`).
    public var names: [NameChoice] = []
    /// A Plates export's other names of its exercises, kept as the account's.
    public var otherNames: [NameChoice] = []
    public var rows = 0
    /// Valid sets in the file.
    public var setsInFile = 0
    /// Set rows that carry nothing (incomplete sets).
    public var emptySets = 0
    /// Rows that are not sets (rest timers).
    public var notSets = 0
    /// Set rows skipped by a rule, by reason (`set rows with 0 reps`).
    public var skipped: [String: Int] = [:]
    public var matched: [String] = []
    public var created: [String] = []
    public var guesses: [Guess] = []
    public var bodyWeightInFile = 0
    public var workoutsInFile = 0
    public var routinesInFile = 0
    public var profile = false
    public var adjustments: [String: Int] = [:]
    /// The unit most of the file's weights are in, when it is not the profile's (they show
    /// converted until the profile's unit is changed); nil otherwise.
    public var fileUnit: WeightUnit?
    /// Filled in once the batch is written; nil for a dry run.
    public var applied: ImportApplied?

    public init(format: ImportFormat) { self.format = format }

    public var lines: [String] {
        var out: [String] = []
        let verb = applied == nil ? "would import" : "imported"
        out.append("\(format.title) file · \(NumberText.grouped(rows)) row\(rows == 1 ? "" : "s")\(applied == nil ? " · dry run: nothing was written" : "")")
        var sets = "Sets: \(NumberText.grouped(setsInFile)) in the file"
        if let applied {
            sets += ", \(NumberText.grouped(applied.setsAdded)) \(verb)"
            if applied.setsAlreadyThere > 0 { sets += ", \(NumberText.grouped(applied.setsAlreadyThere)) already there" }
        } else {
            sets += ", all \(verb) unless already there"
        }
        // A body-weight log has no sets to count.
        if setsInFile > 0 || bodyWeightInFile == 0 { out.append(sets) }
        if emptySets > 0 { out.append("Skipped: \(emptySets) set row\(emptySets == 1 ? "" : "s") with no values (not completed)") }
        for (reason, count) in skipped.sorted(by: { $0.key < $1.key }) { out.append("Skipped: \(count) \(reason)") }
        if notSets > 0 {
            let why = format == .sheet ? "no exercise, or 0 sets" : "rest timers"
            out.append("Skipped: \(notSets) row\(notSets == 1 ? "" : "s") that are not sets (\(why))")
        }
        for n in names { out.append("Name: \(n.name) → \(n.exercise) (\(n.why))") }
        if !matched.isEmpty { out.append("Exercises matched: \(matched.count) (\(matched.joined(separator: ", ")))") }
        if !created.isEmpty {
            let count = applied.map { "\($0.exercisesCreated)" } ?? "\(created.count)"
            out.append("Exercises created: \(count) (\(created.joined(separator: ", ")))")
        }
        if !created.isEmpty && applied == nil {
            out.append("  to read a name as one of yours: plates import --map \"NAME=EXERCISE\" (kept for the next import)")
        }
        for g in guesses {
            let what = g.type == .strength ? (g.usesBodyWeight ? "strength, body weight" : "strength") : g.type.rawValue
            out.append("  guessed: \(g.exercise) → \(g.muscleGroup.rawValue), \(what) (change it in Exercises if wrong)")
        }
        if bodyWeightInFile > 0 || (applied?.bodyWeightAdded ?? 0) > 0 {
            var line = "Body weight: \(bodyWeightInFile) in the file"
            if let applied {
                line += ", \(applied.bodyWeightAdded) \(verb)"
                if applied.bodyWeightAlreadyThere > 0 { line += ", \(applied.bodyWeightAlreadyThere) already there" }
            }
            out.append(line)
        }
        if workoutsInFile > 0 {
            out.append(
                "Workouts: \(NumberText.grouped(workoutsInFile)) in the file\(applied.map { ", \(NumberText.grouped($0.workoutsAdded)) \(verb)" } ?? "") (names, lengths and notes kept)"
            )
        }
        if routinesInFile > 0 {
            out.append(
                "Routines: \(routinesInFile) in the file\(applied.map { ", \($0.routinesAdded) \(verb) (one whose name you have is kept as yours)" } ?? "")")
        }
        if !otherNames.isEmpty {
            let listed = otherNames.map { "\($0.name) → \($0.exercise)" }.joined(separator: ", ")
            out.append("Other names: \(otherNames.count) \(applied == nil ? "would be " : "")kept (\(listed)): logging and imports read them as the exercise")
        }
        if profile { out.append("Profile: unit, goal and PR target taken from the file") }
        if let u = fileUnit {
            let yours: WeightUnit = u == .kg ? .lb : .kg
            out.append(
                "Unit: the file's weights are in \(u.rawValue), yours in \(yours.rawValue): they show converted, "
                    + "and Settings → Weight unit (or --unit \(u.rawValue)) shows them as entered")
        }
        for (what, count) in adjustments.sorted(by: { $0.key < $1.key }) { out.append("Adjusted: \(count) \(count == 1 ? Self.one(what) : what)") }
        return out
    }

    /// An adjustment said of one: its first plural among its first two words made singular
    /// ("1 weight without a unit", "1 assisted set"; it said "1 weights").
    static func one(_ what: String) -> String {
        var words = what.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        if let i = words.prefix(2).firstIndex(where: { $0.count > 3 && $0.hasSuffix("s") && !$0.hasSuffix("ss") }) { words[i].removeLast() }
        return words.joined(separator: " ")
    }
}
