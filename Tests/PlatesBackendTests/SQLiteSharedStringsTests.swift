import Foundation
import PlatesCore
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

@testable import PlatesStore

/// A page of sets read from SQLite holds each exercise id once (`SharedStrings`): history paged
/// deep keeps thousands of sets, and a 36-character id was 80 bytes of memory for every set. The
/// sharing must never give a set another exercise's id, however many exercises a page names.
@Suite(.onTestThreads) struct SQLiteSharedStringsTests {
    /// Where a string's bytes live: equal for two strings sharing one allocation.
    static func storage(_ string: String) -> UInt? {
        var string = string
        return string.withUTF8 { $0.baseAddress.map { UInt(bitPattern: $0) } }
    }

    @Test func aPageHoldsEachExerciseIdOnceAndEverySetItsOwn() async throws {
        let path = TempDirectory.make().appendingPathComponent("plates.sqlite").path
        let backend = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        // More exercises than the reader keeps (16), their sets interleaved.
        var exercises: [Exercise] = []
        for n in 1...(SharedStrings.capacity + 4) {
            exercises.append(try await backend.createExercise(ExerciseDraft(name: "Press variation \(n)", muscleGroup: .chest)))
        }
        var drafts: [SetDraft] = []
        for round in 0..<3 {
            for (i, e) in exercises.enumerated() {
                let date = Clock.date("2026-11-20 10:00").addingTimeInterval(Double(round * exercises.count + i) * 60)
                drafts.append(SetDraft(exerciseId: e.id, weight: 50, weightUnit: .kg, reps: 5, date: date))
            }
        }
        let logged = try await backend.logSets(drafts).sets
        let exerciseOfSet = Dictionary(uniqueKeysWithValues: logged.map { ($0.id, $0.exerciseId) })
        #expect(exercises.allSatisfy { $0.id.utf8.count > 15 }, "ids short enough to sit inside a string share nothing")

        let page = try await backend.listSets(SetQuery(limit: 100)).items
        #expect(page.count == drafts.count)
        // Every set keeps its own exercise, those past the first 16 met too.
        #expect(page.allSatisfy { exerciseOfSet[$0.id] == $0.exerciseId })
        // The exercises met first share one string each across the page.
        var storages: [String: Set<UInt?>] = [:]
        for set in page { storages[set.exerciseId, default: []].insert(Self.storage(set.exerciseId)) }
        let firstMet = page.map(\.exerciseId).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.prefix(SharedStrings.capacity)
        #expect(firstMet.allSatisfy { storages[$0]?.count == 1 })
        // Two different exercises never share.
        #expect(Set(firstMet.compactMap { storages[$0]?.first }).count == firstMet.count)
    }
}
