import Foundation
import PlatesCore
import TermUI

/// The quick-log form: pick the exercise by typing part of its name, then the set in the
/// quick-log grammar (prefilled from the exercise's last set), and optional notes.
public struct QuickLogState: Equatable, Sendable {
    public enum Focus: Int, Equatable, Sendable, CaseIterable { case exercise, set, notes }

    public var exercise = TextField(maxLength: 120)
    /// The chosen exercise; typing in the exercise field again un-chooses it.
    public var exerciseId: String?
    public var set = TextField(maxLength: 80)
    public var notes = TextField(maxLength: 500)
    public var focus = Focus.exercise
    /// The highlighted suggestion.
    public var pick = 0
    /// The last row is highlighted: the exercise the text names but nobody has (`newExercise`),
    /// which enter adds. Only ↓ reaches it: a typo must not become an exercise by enter alone.
    public var adding = false
    public var error: String?
    /// The entry (exercise and set text) whose load `UnusualLoad` asked about: enter on it again logs it.
    public var unusualAsked: String?
    public var saving = false
    /// The user typed or pasted into a field (Ctrl-C then asks before the text is lost).
    public var touched = false
    /// What is being saved are warm-ups (ctrl+r): the form stays open for the work sets.
    public var stayOpen = false
    /// A routine's plan being walked (a workout started from a routine): the form holds its
    /// current planned set, and stays open from one to the next.
    public var walk: PlanWalk?
    /// In a form opened by `l` while a routine's workout is open (not its walk): that workout's
    /// plan, once read. An exercise it plans is prefilled with its next planned set, and what a
    /// line leaves out comes from that set, as `plates log ohp` does.
    public var plan: WorkoutPlan?

    public init() {}

    /// The plan's next set of `s` (nil: no plan, or it plans no more of it).
    public func planned(_ s: ExerciseSummary, profile: Profile?, unit: WeightUnit) -> SetSpec? {
        plan?.nextPrefill(of: s.exercise, lastSet: s.lastSet, inventory: (profile ?? Profile()).inventory(unit))
    }

    public static let maxSuggestions = 6

    /// What Enter would log, with the unit it will be stored in (`3 × 100 kg × 5`), or nil while
    /// the entry is not a set of `s` yet. The formatter is in the set's own unit, so the value
    /// shows exactly as it will be stored.
    public func preview(_ s: ExerciseSummary, unit: WeightUnit, now: Date, profile: Profile?) -> String? {
        guard let drafts = drafts(s, unit: unit, now: now, profile: profile), let first = drafts.first else { return nil }
        let stored = drafts.map { WorkoutSet(id: "", draft: $0, createdAt: now) }
        let f = SetFormatter(unit: first.weightUnit ?? unit)
        // Sets that differ in their reps or times (`100x5,5,4`, `60s,45s`) are said each, as the toast says them.
        if let run = f.describe(run: stored, bodyWeight: s.exercise.usesBodyWeight) { return "\(drafts.count) sets: " + run }
        return (drafts.count > 1 ? "\(drafts.count) × " : "") + f.describe(stored[0], bodyWeight: s.exercise.usesBodyWeight)
    }

    /// The sets Enter would log, or nil while the entry is not a set of `s` yet.
    public func drafts(_ s: ExerciseSummary, unit: WeightUnit, now: Date, profile: Profile?) -> [SetDraft]? {
        let text = set.text.trimmingCharacters(in: .whitespaces)
        var spec = SetSpec()
        if !text.isEmpty {
            guard let entry = try? QuickLogParser.parse(text) else { return nil }
            // `plank 60s` typed here with Plank chosen (`l` on its screen) logs Plank: said so too.
            // A name alone there chooses it again (its set prefilled): nothing is logged yet.
            if let name = entry.exerciseQuery, entry.spec.isEmpty || (try? ExerciseMatcher.match(name, in: [s.exercise])) == nil { return nil }
            spec = entry.spec
        }
        return try? QuickLogResolver.drafts(
            for: spec, exercise: s.exercise, lastSet: s.lastSet, preferredUnit: unit, date: now, planned: planned(s, profile: profile, unit: unit))
    }

    /// The barbell weight of what Enter would log, with the settings' bar and plates in the set's
    /// unit: nil for an exercise that is not a barbell's, or an entry without a weight.
    public func barbellWeight(_ s: ExerciseSummary, unit: WeightUnit, now: Date, profile: Profile?) -> (weight: Double, inventory: PlateInventory)? {
        guard BarbellGuess.isBarbell(s.exercise), let first = drafts(s, unit: unit, now: now, profile: profile)?.first, let weight = first.weight, weight > 0
        else {
            return nil
        }
        return (weight, (profile ?? Profile()).inventory(first.weightUnit ?? unit))
    }

    /// `Plates a side: 25 + 15 + 1.25 (20 kg bar)`, or the nearest weights that load.
    public func plateLine(_ s: ExerciseSummary, unit: WeightUnit, now: Date, profile: Profile?) -> String? {
        guard let (weight, inventory) = barbellWeight(s, unit: unit, now: now, profile: profile) else { return nil }
        let u = inventory.unit.rawValue
        switch PlateLoading.load(weight, on: inventory) {
        case .loaded(let side):
            return "Plates a side: \(PlateInventory.sideText(side)) (\(NumberText.format(inventory.bar)) \(u) bar)"
        case .unloadable(let below, let above):
            if weight < inventory.bar { return "Lighter than the \(NumberText.format(inventory.bar)) \(u) bar" }
            let nearest = [below, above].compactMap { $0 }.map { NumberText.format($0) }
            return "Not loadable with your plates" + (nearest.isEmpty ? "" : ": \(nearest.joined(separator: " or ")) \(u)")
        }
    }

    /// The warm-up sets up to what Enter would log (ctrl+r), or nil when there is no ramp.
    public func warmUps(_ s: ExerciseSummary, unit: WeightUnit, now: Date, profile: Profile?) -> [SetDraft]? {
        guard let (weight, inventory) = barbellWeight(s, unit: unit, now: now, profile: profile) else { return nil }
        let ramp = WarmUpRamp.steps(to: weight, on: inventory)
        guard !ramp.isEmpty else { return nil }
        // A millisecond apart, lightest first: logged at once, they still sort in the order done.
        return ramp.enumerated().map { i, step in
            SetDraft(
                exerciseId: s.exercise.id, weight: step.weight, weightUnit: inventory.unit, reps: step.reps, kind: .warmup,
                date: now.addingTimeInterval(Double(i - ramp.count + 1) / 1000))
        }
    }

    /// The exercise the text would add (the suggestions' last row): the name typed before the
    /// set, when nothing answers to it (`ExerciseMatcher.isUnknown`: `ben` is on its way to Bench
    /// Press, `sqaut` is Squat mistyped); nil for no name, a name without a letter (`?` typed
    /// for help, `-`), or text that does not read. The guesses: `NewExerciseGuess`.
    public static func newExercise(_ text: String, in summaries: [ExerciseSummary], aliases: [String: String]) -> ExerciseDraft? {
        guard let entry = try? QuickLogParser.parse(text), let query = entry.exerciseQuery, query.contains(where: \.isLetter),
            ExerciseMatcher.isUnknown(query, in: summaries.map(\.exercise), aliases: aliases)
        else { return nil }
        return NewExerciseGuess.draft(named: query, for: entry.spec)
    }

    /// Exercises matching what was typed: name prefix, then every word a word prefix, then
    /// containing it, then near misses (typos). Empty text: the most recently trained first. An
    /// exercise is found by its other names too (`aliases`: a name merged into it), as the matcher does.
    /// Only the name is matched, not the set typed after it (`bench 100x5x3@8` said "No exercise
    /// matches": the whole line was a near miss of nothing); a line of values alone is matched as
    /// it was.
    public static func suggestions(_ typed: String, in summaries: [ExerciseSummary], aliases: [String: String]) -> [ExerciseSummary] {
        let name = QuickLogParser.namePart(typed)
        let query = name.isEmpty ? typed : name
        let q = query.lowercased().trimmingCharacters(in: .whitespaces)
        if q.isEmpty {
            return Array(
                summaries.sorted { a, b in
                    switch (a.lastSet?.date, b.lastSet?.date) {
                    case (let x?, let y?) where x != y: return x > y
                    case (_?, nil): return true
                    case (nil, _?): return false
                    default: return a.exercise.name < b.exercise.name
                    }
                }.prefix(maxSuggestions))
        }
        let otherNames = ExerciseAlias.byExercise(aliases)
        func rank(_ s: ExerciseSummary) -> Int? {
            ([s.exercise.name] + otherNames[s.exercise.id, default: []]).map { $0.lowercased() }.compactMap { Self.rank(q, $0) }.min()
        }
        var ranked = summaries.compactMap { s in rank(s).map { (s, $0) } }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.exercise.name < $1.0.exercise.name }.map(
            \.0)
        if ranked.count < maxSuggestions {
            let near = ExerciseMatcher.closest(query, in: summaries.map(\.exercise), aliases: aliases, count: maxSuggestions)
            for e in near where !ranked.contains(where: { $0.exercise.id == e.id }) {
                if let s = summaries.first(where: { $0.exercise.id == e.id }) { ranked.append(s) }
            }
        }
        return Array(ranked.prefix(maxSuggestions))
    }

    /// How well `name` answers to the typed text `q` (lowercased, trimmed): 0 it starts so, 1
    /// every word starts a word of it, 2 it holds the text; nil not at all.
    static func rank(_ q: String, _ name: String) -> Int? {
        if name.hasPrefix(q) { return 0 }
        let nameWords = name.split(whereSeparator: { $0 == " " || $0 == "-" })
        if q.split(separator: " ").allSatisfy({ w in nameWords.contains { $0.hasPrefix(w) } }) { return 1 }
        if name.contains(q) { return 2 }
        return nil
    }

    /// The other name (`aliases`) a suggestion answers to the typed text by, when it answers
    /// better than by its own: the row says why Bench Press comes up for "flat".
    public static func otherName(_ query: String, for exercise: Exercise, aliases: [String: String]) -> String? {
        let q = query.lowercased().trimmingCharacters(in: .whitespaces)
        guard !q.isEmpty else { return nil }
        let own = rank(q, exercise.name.lowercased()) ?? Int.max
        let others = ExerciseAlias.names(of: exercise.id, in: aliases).compactMap { key in rank(q, key.lowercased()).map { (key, $0) } }
        guard let best = others.min(by: { $0.1 < $1.1 }), best.1 < own else { return nil }
        return best.0
    }
}
