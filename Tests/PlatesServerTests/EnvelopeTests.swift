import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

@testable import PlatesServer

/// A success envelope around data that writes its own JSON (a page of sets) is the same bytes
/// as the generic encoder's.
@Suite(.onTestThreads) struct EnvelopeTests {
    static let sets: [WorkoutSet] = (0..<3).map { (i: Int) -> WorkoutSet in
        let draft = SetDraft(
            exerciseId: "bench", weight: 100 + Double(i) * 2.5, weightUnit: .kg, reps: 5, kind: i == 0 ? .warmup : .normal,
            rpe: i == 2 ? 8.5 : nil, date: Date(timeIntervalSince1970: 1_763_000_000.123), notes: i == 1 ? "felt \"heavy\"\n" : nil)
        return WorkoutSet(id: "set-\(i)", draft: draft, createdAt: Date(timeIntervalSince1970: 1_763_000_000.5))
    }

    @Test(arguments: [nil, "Logged: 3 sets ✓"])
    func aPageOfSetsIsWrittenAsTheGenericEncoderWritesIt(message: String?) throws {
        let page = Page(items: Self.sets, skip: 0, limit: 50, total: 3)
        let answer = try Envelope.ok(page, message: message)
        let generic = try Envelope.encode(Envelope.Success(data: page, message: message))
        #expect(String(decoding: answer.body, as: UTF8.self) == String(decoding: generic, as: UTF8.self))
        let one = try Envelope.created(Self.sets[1])
        #expect(one.body == (try Envelope.encode(Envelope.Success(data: Self.sets[1], message: nil))))
        #expect(one.status == .created)
    }

    @Test func aNumberJSONCannotSpellStillFailsAsBefore() {
        var set = Self.sets[0]
        set.weight = .nan
        #expect(throws: PlatesError.self) { try Envelope.ok(set) }
    }
}
