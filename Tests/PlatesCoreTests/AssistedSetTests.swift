import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

/// Issue 18, item 1: assisted exercises record the machine's assistance as "weight", so more help
/// read as a heavier PR and more volume. Plates stores assistance as a negative added load on a
/// body-weight exercise, shown `BW − 12.9 kg`.
@Suite(.onTestThreads) struct AssistedSetTests {
    @Test func theFileImportsAssistanceAsANegativeLoadOnABodyWeightExercise() throws {
        let (batch, report) = try ImportQuirkTests.plan(try ImportQuirkTests.quirk("strong-assisted.csv"))
        #expect(report.setsInFile == 6 && batch.sets.count == 6)
        let pull = try #require(ImportQuirkTests.exercise(batch, "Pull Up (Assisted)"))
        #expect(pull.usesBodyWeight && pull.exerciseType == .strength)
        #expect(ImportQuirkTests.sets(batch, "Pull Up (Assisted)").map(\.weight) == [-30, -20, -12.9])
        let dip = try #require(ImportQuirkTests.exercise(batch, "Assisted Dip"))
        #expect(dip.usesBodyWeight && ImportQuirkTests.sets(batch, "Assisted Dip").map(\.weight) == [0, -25])
        #expect(ImportQuirkTests.sets(batch, "Pull-ups").map(\.weight) == [0])  // plain pull-ups: untouched
        #expect(report.adjustments["assisted sets: the weight is assistance, stored as BW − weight"] == 4)

        // Less assistance is the better record; no assistance beats any.
        let records = PersonalRecords.records(in: ImportQuirkTests.sets(batch, "Pull Up (Assisted)"), bodyWeight: true)
        #expect(records.first { $0.targetReps == 8 }?.set.weight == -12.9)
        let dipRecord = PersonalRecords.record(for: 10, in: ImportQuirkTests.sets(batch, "Assisted Dip"), bodyWeight: true)
        #expect(dipRecord?.set.weight == 0)
        // Assistance is no volume.
        #expect(Volume.kilograms(of: ImportQuirkTests.sets(batch, "Pull Up (Assisted)")) == 0)
    }

    @Test func aPlatesExportKeepsTheSign() throws {
        var file = ImportFile(format: .plates)
        var set = ImportedSet(line: 2, exercise: "Pull Up (Assisted)", date: Date(timeIntervalSince1970: 1_790_000_000))
        (set.weight, set.reps) = (-12.9, 8)
        file.sets = [set]
        file.takeAssistanceOff()
        #expect(file.sets[0].weight == -12.9)
        file.format = .strong
        file.sets[0].weight = 12.9
        file.takeAssistanceOff()
        #expect(file.sets[0].weight == -12.9)
    }

    @Test(arguments: ["pull bw-15x8", "pull bw - 15 x 8", "pull bw −15x8", "pull BW-15kgx8"])
    func theGrammarTakesAssistance(text: String) throws {
        let entry = try QuickLogParser.parse(text)
        #expect(entry.exerciseQuery == "pull" && entry.spec.bodyWeight && entry.spec.weight == -15 && entry.spec.reps == 8)
        #expect(try QuickLogParser.parse("pull " + QuickLogFormatter.format(entry.spec)).spec == entry.spec)
    }

    @Test func itShowsAsBodyWeightMinusTheAssistance() {
        let set = Make.set(-12.9, 8, "2026-11-20 18:00")
        #expect(SetFormatter(unit: .kg).describe(set, bodyWeight: true) == "BW − 12.9 kg × 8")
        #expect(SetFormatter(unit: .kg, ascii: true).describe(set, bodyWeight: true) == "BW - 12.9 kg x 8")
        #expect(SetFormatter(unit: .kg).oneRepMax(set, bodyWeight: true) == nil)
    }

    @Test func onlyABodyWeightExerciseTakesAssistance() throws {
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        let now = date.addingTimeInterval(60)
        let draft = SetDraft(exerciseId: "x", weight: -15, weightUnit: .kg, reps: 8, date: date)
        #expect(try Validator.set(draft, for: Make.exercise("Pull-ups", .back, bodyWeight: true), now: now).weight == -15)
        #expect(throws: PlatesError.self) { try Validator.set(draft, for: Make.exercise("Bench Press"), now: now) }
    }

    @Test func aNameInParenthesesIsFoundByItsWord() throws {
        let exercises = [Make.exercise("Pull Up (Assisted)", .back, id: "a", bodyWeight: true), Make.exercise("Pull-ups", .back, id: "b")]
        #expect(try ExerciseMatcher.match("assisted", in: exercises).id == "a")
        #expect(ExerciseAliases.isAssisted("Chin-Up (Assist)") && !ExerciseAliases.isAssisted("Chin Up"))
    }
}
