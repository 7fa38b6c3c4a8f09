import Foundation
import PlatesApp
import PlatesCore
import PlatesDemo
import PlatesTestSupport
import TermUI
import Testing

/// Issue 19, items 2, 3 and 6: what is typed is stored as meant, and what is not touched stays
/// exactly as it was. Driven through the reducer and effect runner on a demo backend that starts empty.
@Suite(.onTestThreads) struct EntryMeaningTests {
    static func app() async throws -> (AppDriver, DemoBackend) {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        return (try await AppDriver(backend: backend), backend)
    }

    static func log(_ app: AppDriver, _ entry: String) async {
        await app.press(.char("l"))
        await app.type(entry)
        await app.press(.enter)
    }

    @Test func aUnitlessWeightAfterAPoundSetIsLoggedInTheProfilesUnitAndTheFormSaysSoFirst() async throws {
        // The report: kg profile, one `bench 225lbx5`, then quick-log `100x5` logged 45.4 kg.
        let (app, backend) = try await Self.app()
        #expect(app.state.unit == .kg)
        await Self.log(app, "bench 225lbx5")
        await app.press(.char("l"))
        await app.type("bench")
        await app.press(.enter)
        // The prefill names its unit, since it is not the profile's.
        if case .quickLog(let q)? = app.state.modal { #expect(q.set.text == "225lbx5") } else { Issue.record("no quick-log") }
        #expect(app.contains("Enter logs: 225 lb × 5"))
        await app.type("100x5")
        #expect(app.contains("Enter logs: 100 kg × 5"))
        await app.press(.enter)
        // (The fixed clock gives both sets one time: find the new one by its value.)
        let sets = try await backend.listSets(SetQuery(limit: 10)).items
        #expect(sets.count == 2 && sets.contains { $0.weight == 100 && $0.weightUnit == .kg && $0.reps == 5 })
    }

    /// A whole line typed in the exercise field whose set does not read (`bench 3x8 60`, sets ×
    /// reps then the weight) was dropped: enter chose Bench Press and prefilled its last set, so a
    /// second enter logged that one, not what was typed. It now says what is wrong and keeps the
    /// line, as the set field does.
    @Test(arguments: ["bench 3x8 60", "bench 100xabc", "bench 100x5 hello"])
    func aLineWhoseSetDoesNotReadKeepsItsTextAndSaysWhy(entry: String) async throws {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        _ = try await backend.logSets([
            SetDraft(exerciseId: bench.id, weight: 60.5, weightUnit: .kg, reps: 8, date: AppDriver.now.addingTimeInterval(-600))
        ])
        let app = try await AppDriver(backend: backend)
        await Self.log(app, entry)
        guard case .quickLog(let q)? = app.state.modal else {
            Issue.record("the form closed: \(app.text)")
            return
        }
        let message = try #require(q.error, "\(app.text)")
        #expect(message == Self.parseError(entry) && !message.isEmpty)
        #expect(q.exercise.text == entry && q.focus == .exercise && q.exerciseId == nil)
        await app.press(.enter)
        #expect(try await backend.listSets(SetQuery(limit: 10)).items.count == 1)
    }

    /// A whole line that reads but does not fit its exercise (`plank 90` after a hold: a number
    /// alone, neither time nor load; `bench bw x 8`) said why and chose the exercise, so the form
    /// went on to "Enter logs: 1:00", the last hold, under the message. It keeps the line as a set
    /// that does not read does, and enter again logs nothing.
    @Test(arguments: ["plank 90", "bench bw x 8"])
    func aLineWhoseSetDoesNotFitItsExerciseOffersNothingElse(entry: String) async throws {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        let exercises = try await backend.listExercises()
        let plank = try #require(exercises.first { $0.name == "Plank" })
        let bench = try #require(exercises.first { $0.name == "Bench Press" })
        let earlier = AppDriver.now.addingTimeInterval(-600)
        _ = try await backend.logSets([
            SetDraft(exerciseId: plank.id, duration: 60, date: earlier),
            SetDraft(exerciseId: bench.id, weight: 60, weightUnit: .kg, reps: 8, date: earlier),
        ])
        let app = try await AppDriver(backend: backend)
        await Self.log(app, entry)
        guard case .quickLog(let q)? = app.state.modal else {
            Issue.record("the form closed: \(app.text)")
            return
        }
        #expect(q.error != nil && q.exercise.text == entry && q.focus == .exercise && q.exerciseId == nil, "\(app.text)")
        #expect(!app.contains("Enter logs"), "\(app.text)")
        await app.press(.enter)
        #expect(try await backend.listSets(SetQuery(limit: 10)).items.count == 2)
    }

    /// `bench 1000x5` after sets of 100 logged a 1,000 kg bench and its record. Enter asks
    /// first; enter again on the same entry logs it; an entry changed is asked about afresh.
    @Test func aLoadFarAboveTheHeaviestIsAskedAboutFirst() async throws {
        let (app, backend) = try await Self.app()
        await Self.log(app, "bench 100x5")
        await Self.log(app, "bench 1000x5")
        guard case .quickLog(let q)? = app.state.modal else {
            Issue.record("the form closed: \(app.text)")
            return
        }
        #expect(q.error == "1000 kg is 10 times the heaviest Bench Press logged (100 kg × 5): a typo? Enter again logs it.")
        #expect(try await backend.listSets(SetQuery(limit: 10)).items.count == 1)
        await app.press(.enter)
        let sets = try await backend.listSets(SetQuery(limit: 10)).items
        #expect(sets.count == 2 && sets.contains { $0.weight == 1000 }, "\(app.text)")
        // A new entry is asked about again, even one the lifter just confirmed another time.
        await Self.log(app, "bench 6000x5")
        #expect(try await backend.listSets(SetQuery(limit: 10)).items.count == 2)
        await app.press(.backspace)
        await app.type("3")
        await app.press(.enter)
        #expect(try await backend.listSets(SetQuery(limit: 10)).items.count == 2, "\(app.text)")
    }

    /// Tab after a whole line (`bench 100x5`, to add a note) chose Bench Press and put its last
    /// set in the set field: the 100x5 typed was gone, and enter in the notes logged the last set.
    @Test func tabAfterAWholeLineKeepsItsSet() async throws {
        let (app, backend) = try await Self.app()
        await Self.log(app, "bench 80x8")
        await app.press(.char("l"))
        await app.type("bench  100x5,5,4")
        await app.press(.tab)
        guard case .quickLog(let q)? = app.state.modal else {
            Issue.record("the form closed: \(app.text)")
            return
        }
        #expect(q.exercise.text == "Bench Press" && q.set.text == "100x5,5,4", "\(app.text)")
        #expect(app.contains("Enter logs: 3 sets: 100 kg × 5, 5, 4"), "\(app.text)")
        await app.press(.tab)
        await app.type("paused")
        await app.press(.enter)
        let sets = try await backend.listSets(SetQuery(limit: 10)).items
        #expect(sets.count == 4 && sets.filter { $0.weight == 100 && $0.notes == "paused" }.compactMap(\.reps).sorted() == [4, 5, 5])
    }

    /// `plank 60s,45s,40s`: a hold each, said each before and after (the toast said "3 × 1:00").
    @Test func holdsThatFallAreSaidEach() async throws {
        let (app, backend) = try await Self.app()
        await app.press(.char("l"))
        await app.type("plank 60s,45s,40s")
        await app.press(.enter)
        #expect(app.contains("✓ Logged Plank 3 sets: 1:00, 45 s, 40 s"), "\(app.text)")
        #expect(try await backend.listSets(SetQuery(limit: 10)).items.compactMap(\.duration).sorted() == [40, 45, 60])
    }

    /// `l` on an exercise's screen chooses it; `plank 60s,45s` typed in the set field, as a
    /// lifter types a whole line, logged Plank but the form said nothing of what enter logs.
    @Test func aLineNamingTheChosenExerciseInTheSetFieldIsPreviewed() async throws {
        let (app, backend) = try await Self.app()
        await app.press(.char("l"))
        await app.type("plank")
        await app.press(.enter)
        await app.type("plank 60s,45s")
        #expect(app.contains("Enter logs: 2 sets: 1:00, 45 s"), "\(app.text)")
        await app.press(.ctrl("u"))
        await app.type("bench 100x5")
        #expect(!app.contains("Enter logs"), "another exercise's set is not Plank's: \(app.text)")
        await app.press(.ctrl("u"))
        await app.type("plank 60s,45s")
        await app.press(.enter)
        #expect(try await backend.listSets(SetQuery(limit: 10)).items.compactMap(\.duration).sorted() == [45, 60])
    }

    static func parseError(_ entry: String) -> String {
        do {
            _ = try QuickLogParser.parse(entry)
            return ""
        } catch {
            return error.message
        }
    }

    @Test func typingIntoThePrefilledSetReplacesItAndEnterAloneRepeatsIt() async throws {
        // The report: l, pick bench, type 100x5 gave `90x5@9100x5` and an RPE error.
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        _ = try await backend.logSets([
            SetDraft(exerciseId: bench.id, weight: 90, weightUnit: .kg, reps: 5, rpe: 9, date: AppDriver.now.addingTimeInterval(-600))
        ])
        let app = try await AppDriver(backend: backend)
        await app.press(.char("l"))
        await app.type("bench")
        await app.press(.enter)
        await app.type("100x5")
        if case .quickLog(let q)? = app.state.modal { #expect(q.set.text == "100x5" && q.error == nil) } else { Issue.record("no quick-log") }
        await app.press(.enter)
        #expect(app.state.modal == nil)
        #expect(try await backend.listSets(SetQuery(limit: 10)).items.contains { $0.weight == 100 && $0.reps == 5 && $0.rpe == nil })
        // Enter alone still repeats the prefilled set.
        await app.press(.char("l"))
        await app.type("bench")
        await app.press(.enter, .enter)
        let all = try await backend.listSets(SetQuery(limit: 10)).items
        #expect(all.count == 3 && all.filter { $0.weight == 100 && $0.reps == 5 }.count == 2)
        // The hint bar says how to clear a field.
        await app.press(.char("l"))
        #expect(app.contains("^u clear") || app.contains("ctrl+u clear"))
    }

    @Test func anEditThatLeavesTheTimeAloneKeepsItsSeconds() async throws {
        // The report: editing a set without touching its time dropped the seconds, so it jumped
        // below sets logged in the same minute.
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        let bench = try #require(try await backend.listExercises().first { $0.name == "Bench Press" })
        let at = AppDriver.now.addingTimeInterval(-3_600 + 42.5)  // 11:00:42.5
        _ = try await backend.logSets([SetDraft(exerciseId: bench.id, weight: 80, weightUnit: .lb, reps: 8, date: at, notes: "belt")])
        _ = try await backend.logSets([SetDraft(exerciseId: bench.id, weight: 70, weightUnit: .kg, reps: 8, date: at.addingTimeInterval(5))])
        let app = try await AppDriver(backend: backend)
        await app.press(.char("3"), .char("j"), .char("j"))  // the day, the 70 kg set (newest), the 80 lb set
        await app.press(.char("e"))
        guard case .form(var f)? = app.state.modal else {
            Issue.record("no edit form")
            return
        }
        #expect(f.fields.map(\.text) == ["80lbx8", "2026-11-21 11:00", "belt"])
        f.fields[0].value.set("80lbx9")
        app.state.modal = .form(f)
        await app.press(.enter)
        let sets = try await backend.listSets(SetQuery(limit: 10)).items
        let edited = try #require(sets.first { $0.weight == 80 })
        #expect(edited.date == at && edited.reps == 9 && edited.notes == "belt" && edited.weightUnit == .lb)
        #expect(sets.map(\.weight) == [70, 80])  // still below the set logged five seconds after it

        // Saving the form untouched changes nothing at all.
        await app.press(.char("e"), .enter)
        #expect(try await backend.set(id: edited.id) == edited)
    }
}

/// `300x9` typed into a 30 × 9 set's edit form saved a 300 kg incline press (and its record):
/// asked first, as the quick-log asks; enter again saves it.
@Suite(.onTestThreads) struct UnusualEditTests {
    @Test func anEditFarAboveTheHeaviestIsAskedAboutFirst() async throws {
        let backend = try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now))
        let incline = try #require(try await backend.listExercises().first { $0.name == "Incline Dumbbell Press" })
        _ = try await backend.logSets([SetDraft(exerciseId: incline.id, weight: 30, weightUnit: .kg, reps: 9, date: AppDriver.now.addingTimeInterval(-600))])
        let app = try await AppDriver(backend: backend)
        await app.press(.char("3"), .char("j"), .char("e"))
        guard case .form(var f)? = app.state.modal else {
            Issue.record("no edit form: \(app.text)")
            return
        }
        f.fields[0].value.set("300x9")
        app.state.modal = .form(f)
        await app.press(.enter)
        guard case .form(let asked)? = app.state.modal else {
            Issue.record("the form closed: \(app.text)")
            return
        }
        #expect(asked.error == "300 kg is 10 times the heaviest Incline Dumbbell Press logged (30 kg × 9): a typo? Enter again saves it.")
        #expect(try await backend.listSets(SetQuery(limit: 10)).items.map(\.weight) == [30])
        await app.press(.enter)
        #expect(try await backend.listSets(SetQuery(limit: 10)).items.map(\.weight) == [300], "\(app.text)")
    }
}

/// Issue 19, item 15: Ctrl-C in a form with typed text quit and lost it.
@Suite(.onTestThreads) struct InterruptTests {
    @Test func ctrlCOverTypedTextAsksOnceAndNoReturnsToTheForm() async throws {
        let app = try await AppDriver(backend: try DemoBackend(seed: .empty, environment: .fixed(AppDriver.now)))
        await app.press(.char("l"))
        await app.type("bench 102.5x5")
        await app.press(.ctrl("c"))
        #expect(!app.state.shouldQuit && app.contains("Quit anyway?"))
        await app.press(.char("n"))
        guard case .quickLog(let q)? = app.state.modal else {
            Issue.record("the form is gone")
            return
        }
        #expect(q.exercise.text == "bench 102.5x5")
        // Asked once: Ctrl-C again at the question quits.
        await app.press(.ctrl("c"))
        await app.press(.ctrl("c"))
        #expect(app.state.shouldQuit)
    }

    @Test func ctrlCWithNothingTypedQuitsAtOnce() async throws {
        let app = try await AppDriver(backend: AppDriver.sharedDemo)
        await app.press(.char("2"), .char("j"), .char("l"))  // quick-log prefilled from the row, nothing typed
        await app.press(.ctrl("c"))
        #expect(app.state.shouldQuit)
    }
}
