import Foundation
import PlatesCore
import TermUI

extension Reducer {
    /// `l`: the quick-log form. On an exercise (its list row or its detail) that exercise is
    /// chosen and its last set is prefilled, so enter repeats it.
    func openQuickLog(_ state: inout AppState) -> [Effect] {
        var q = QuickLogState()
        var preselected: ExerciseSummary?
        if let d = state.detail {
            preselected = state.summary(d.exerciseId)
        } else if state.route == .exercises {
            let rows = state.exercises.visible(state.summaries.value ?? [], aliases: state.exerciseAliases)
            if rows.indices.contains(state.exercises.cursor.selected) { preselected = rows[state.exercises.cursor.selected] }
        }
        if let s = preselected { choose(s, in: &q, state: state) }
        state.modal = .quickLog(q)
        var effects: [Effect] = [.prepareToLog]
        if state.summaries.value == nil && !state.summaries.isLoading {
            state.summaries.reload()
            effects.insert(.loadSummaries, at: 0)
        }
        // In a routine's workout the plan prefills what it plans (`WorkoutPlan.nextPrefill`).
        if let open = state.training.open, open.routineId != nil { effects.append(.training(.loadPlanToPrefill(workoutId: open.id))) }
        return effects
    }

    /// Chooses the exercise and prefills its set: the plan's next one of it in a routine's
    /// workout, else its last set.
    func choose(_ s: ExerciseSummary, in q: inout QuickLogState, state: AppState) {
        q.exerciseId = s.exercise.id
        q.exercise.set(s.exercise.name)
        if let planned = q.planned(s, profile: state.profile.value, unit: state.unit) {
            prefillPlanned(planned, of: s, in: &q, unit: state.unit)
        } else if let last = s.lastSet {
            q.set.prefill(
                QuickLogFormatter.format(QuickLogFormatter.spec(of: last, bodyWeight: s.exercise.usesBodyWeight), omittingUnit: state.unit))
        } else {
            q.set.set("")
        }
        q.focus = .set
        q.pick = 0
        q.error = nil
    }

    func quickLogKey(_ key: Key, _ state: inout AppState) -> [Effect] {
        guard case .quickLog(var q)? = state.modal else { return [] }
        defer { if case .quickLog? = state.modal { state.modal = .quickLog(q) } }
        // The write is on its way: keys typed now wait for its answer (`TypeAhead`); Esc, which
        // is not held, cannot take back a write already sent.
        if q.saving { return [] }
        // Only the keys that choose from them ask for the suggestions (each names the exercises
        // that match the text): typing and logging need none.
        let summaries = state.summaries.value ?? []
        let text = q.exercise.text
        func suggestions() -> [ExerciseSummary] { QuickLogState.suggestions(text, in: summaries, aliases: state.exerciseAliases) }
        switch key {
        case .escape:
            state.modal = nil
            return []
        case .up where q.focus == .exercise:
            if q.adding { q.adding = false } else { q.pick = max(0, q.pick - 1) }
        case .down where q.focus == .exercise:
            let count = suggestions().count
            if q.pick >= count - 1, QuickLogState.newExercise(text, in: summaries, aliases: state.exerciseAliases) != nil {
                (q.adding, q.error) = (true, nil)
            } else {
                q.pick = min(max(0, count - 1), q.pick + 1)
            }
        case .tab, .down:
            if q.focus == .exercise {
                let choices = suggestions()
                return pickSuggestion(&q, choices, state: state, submitWhole: false)
            }
            q.focus = QuickLogState.Focus(rawValue: (q.focus.rawValue + 1) % 3)!
        case .backTab, .up:
            q.focus = QuickLogState.Focus(rawValue: (q.focus.rawValue + 2) % 3)!
        case .ctrl("r"):
            return logWarmUps(&q, state: state)
        case .ctrl("n"), .ctrl("o"):
            _ = walkKey(key, &q, state)
        case .enter where q.walk != nil && q.walk?.index == nil:
            // The plan is done: enter finishes the workout.
            state.modal = nil
            return [.training(.finish(workoutId: q.walk!.plan.workout.id))]
        case .enter:
            if q.focus == .exercise {
                let choices = suggestions()
                let effects = pickSuggestion(&q, choices, state: state, submitWhole: true)
                if !effects.isEmpty || q.error != nil || q.exerciseId == nil { return effects }
                return []
            }
            return submit(&q, state: state)
        default:
            let field: WritableKeyPath<QuickLogState, TextField> = q.focus == .exercise ? \.exercise : q.focus == .set ? \.set : \.notes
            let before = q[keyPath: field].text
            if q[keyPath: field].handle(key), q[keyPath: field].text != before {
                q.error = nil
                q.touched = true
                if q.focus == .exercise {
                    q.exerciseId = nil
                    q.pick = 0
                    q.adding = false
                }
            }
        }
        return []
    }

    /// Enter or tab in the exercise field. A whole entry typed there (`bench 100x5`) is logged at
    /// once; otherwise the highlighted suggestion is chosen.
    func pickSuggestion(_ q: inout QuickLogState, _ suggestions: [ExerciseSummary], state: AppState, submitWhole: Bool) -> [Effect] {
        let text = q.exercise.text.trimmingCharacters(in: .whitespaces)
        let new = QuickLogState.newExercise(text, in: state.summaries.value ?? [], aliases: state.exerciseAliases)
        if q.adding, let new {
            // Added, then chosen and the set typed with it logged (`exerciseAdded`).
            q.error = nil
            q.saving = true
            return [.createExercise(new)]
        }
        if submitWhole, !text.isEmpty {
            let entry: QuickLogEntry
            do throws(PlatesError) {
                entry = try QuickLogParser.parse(text)
            } catch {
                // A set typed with the name that does not read: said, and the line kept (choosing
                // the exercise dropped it, and a second enter logged the last set instead).
                q.error = error.message
                return []
            }
            if let query = entry.exerciseQuery, !entry.spec.isEmpty {
                return logWhole(entry, query: query, new: new, &q, state: state)
            }
        }
        if q.exerciseId != nil {
            q.focus = .set
            return []
        }
        guard suggestions.indices.contains(q.pick) else {
            q.error =
                text.isEmpty
                ? "Type part of the exercise's name."
                : new != nil ? Self.addHint(text) : "No exercise matches ‘\(text)’: add it on the exercise list (2, then a)."
            return []
        }
        choose(suggestions[q.pick], in: &q, state: state)
        // Tab after a whole line (`bench 100x5`, to add a note): the set typed goes to the set
        // field. Choosing dropped it for the last set's prefill, which enter then logged.
        // Only a line that reads as a name and a set: a name that starts like a value (`21s
        // Curl`) is all name.
        guard !submitWhole, let entry = try? QuickLogParser.parse(text), entry.exerciseQuery != nil, !entry.spec.isEmpty else { return [] }
        let words = text.split(whereSeparator: \.isWhitespace)
        q.set.set(words.dropFirst(QuickLogParser.namePart(text).split(separator: " ").count).joined(separator: " "))
        return []
    }

    /// `bench 100x5` typed in the exercise field: logged at once.
    func logWhole(_ entry: QuickLogEntry, query: String, new: ExerciseDraft?, _ q: inout QuickLogState, state: AppState) -> [Effect] {
        do throws(PlatesError) {
            let exercise = try matchExercise(query, spec: entry.spec, state)
            guard let s = state.summary(exercise.id) else { return [] }
            q.exerciseId = s.exercise.id
            let effects = logEffects(entry.spec, s, &q, state: state)
            // A set that does not fit the exercise (`plank 90`) keeps the line as a set that does
            // not read does: the exercise chosen showed "Enter logs:" for the empty set field.
            if q.error != nil { q.exerciseId = nil }
            return effects
        } catch {
            q.error = new == nil ? error.message : Self.addHint(query)
            return []
        }
    }

    static func addHint(_ name: String) -> String { "No exercise matches ‘\(name)’: ↓ then enter adds it." }

    /// The exercise the quick-log's last row added: chosen, and the set typed with its name logged
    /// (or the set field waits for one). The exercise list's reload is on its way; until it comes
    /// the new exercise is in the list without sets, so the log finds it.
    func exerciseAdded(_ e: Exercise, _ q: inout QuickLogState, _ state: inout AppState) -> [Effect] {
        let spec = (try? QuickLogParser.parse(q.exercise.text))?.spec ?? SetSpec()
        let s = ExerciseSummary(exercise: e, lastSet: nil, lastSessionTopSet: nil, currentRecord: nil)
        state.summaries = .loading(previous: (state.summaries.value ?? []).filter { $0.exercise.id != e.id } + [s])
        (q.saving, q.adding) = (false, false)
        choose(s, in: &q, state: state)
        return spec.isEmpty ? [] : logEffects(spec, s, &q, state: state)
    }

    func submit(_ q: inout QuickLogState, state: AppState) -> [Effect] {
        guard let id = q.exerciseId, let s = state.summary(id) else {
            q.focus = .exercise
            q.error = "Choose the exercise first: type part of its name, then enter."
            return []
        }
        let text = q.set.text.trimmingCharacters(in: .whitespaces)
        var spec = SetSpec()
        if !text.isEmpty {
            do throws(PlatesError) {
                let entry = try QuickLogParser.parse(text)
                if let query = entry.exerciseQuery {
                    // A name typed here: `bench` switches the exercise (and prefills its last set),
                    // `bench 100x5` logs that exercise. Forgiving, because the field is prefilled
                    // from the selected row and a newcomer may just start typing.
                    let other = try matchExercise(query, spec: entry.spec, state)
                    guard let found = state.summary(other.id) else { return [] }
                    if entry.spec.isEmpty {
                        choose(found, in: &q, state: state)
                        return []
                    }
                    q.exerciseId = found.exercise.id
                    q.exercise.set(found.exercise.name)
                    return logEffects(entry.spec, found, &q, state: state)
                }
                spec = entry.spec
            } catch {
                q.error = error.message
                q.focus = .set
                return []
            }
        }
        return logEffects(spec, s, &q, state: state)
    }

    /// The exercise a typed name means, preferring the type the set fits and then the latest trained.
    func matchExercise(_ query: String, spec: SetSpec, _ state: AppState) throws(PlatesError) -> Exercise {
        let summaries = state.summaries.value ?? []
        var lastUsed: [String: Date] = [:]
        for s in summaries { if let d = s.lastSet?.date { lastUsed[s.exercise.id] = d } }
        return try ExerciseMatcher.match(
            query, in: summaries.map(\.exercise), aliases: state.exerciseAliases, preferring: ExerciseMatcher.Preference(spec, lastUsed: lastUsed))
    }

    /// ctrl+r: the warm-up ramp to the set's weight, logged as warm-ups; the form stays open with
    /// the work set, so enter logs it next.
    func logWarmUps(_ q: inout QuickLogState, state: AppState) -> [Effect] {
        guard let id = q.exerciseId, let s = state.summary(id) else {
            q.error = "Choose the exercise first: ctrl+r logs the warm-ups to its set's weight."
            return []
        }
        guard let drafts = q.warmUps(s, unit: state.unit, now: environment.now(), profile: state.profile.value) else {
            q.error =
                BarbellGuess.isBarbell(s.exercise)
                ? "No warm-ups: type a work weight heavier than the bar first (e.g. 100x5)."
                : "Warm-ups are worked out for barbell lifts; \(s.exercise.name) is not one."
            return []
        }
        q.error = nil
        q.saving = true
        q.stayOpen = true
        return [.logSets(inWalk(drafts, q), exerciseName: s.exercise.name)]
    }

    func logEffects(_ spec: SetSpec, _ s: ExerciseSummary, _ q: inout QuickLogState, state: AppState) -> [Effect] {
        let notes = q.notes.text.trimmingCharacters(in: .whitespaces)
        do throws(PlatesError) {
            let drafts = try QuickLogResolver.drafts(
                for: spec, exercise: s.exercise, lastSet: s.lastSet, preferredUnit: state.unit,
                date: environment.now(), notes: notes.isEmpty ? nil : notes, planned: q.planned(s, profile: state.profile.value, unit: state.unit))
            // `bench 1000x5` after sets of 100: asked first; the same entry again logs it.
            let entry = q.exercise.text + "\n" + q.set.text
            if q.unusualAsked != entry,
                let question = UnusualLoad.question(
                    drafts, exercise: s.exercise, known: [s.lastSet, s.lastSessionTopSet, s.currentRecord?.set], unit: state.unit)
            {
                q.unusualAsked = entry
                q.error = question + " Enter again logs it."
                return []
            }
            q.error = nil
            q.saving = true
            q.stayOpen = false
            return [.logSets(inWalk(drafts, q), exerciseName: s.exercise.name)]
        } catch {
            q.error = error.message
            return []
        }
    }

    /// Sets logged from a plan walk belong to its workout, whatever their date.
    func inWalk(_ drafts: [SetDraft], _ q: QuickLogState) -> [SetDraft] {
        guard let id = q.walk?.plan.workout.id else { return drafts }
        return drafts.map { d in
            var d = d
            d.workoutId = id
            return d
        }
    }
}
