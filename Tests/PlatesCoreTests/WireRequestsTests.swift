import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

/// The request bodies are written by the client and read by the server from one definition:
/// what one side writes, the other reads back to the same change, nulls included.
@Suite(.onTestThreads) struct WireRequestsTests {
    static let date = Date(timeIntervalSince1970: 1_790_000_000)

    static func roundTrip<T: Codable>(_ value: T) throws -> (T, [String: Any]) {
        let data = try WireCoding.encoder().encode(value)
        let json = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        return (try WireCoding.decode(T.self, from: data), json)
    }

    @Test func aSetPatchClearsWhatTheDraftLeavesEmpty() throws {
        let old = SetDraft(exerciseId: "a", weight: 100, weightUnit: .kg, reps: 5, rpe: 8, date: Self.date, notes: "grindy")
        let new = SetDraft(exerciseId: "b", weight: 102.5, weightUnit: .kg, reps: 3, date: Self.date.addingTimeInterval(60))
        let (read, json) = try Self.roundTrip(SetPatchBody(replacingWith: new))
        #expect(json["rpe"] is NSNull && json["notes"] is NSNull && json["exercise_id"] as? String == "b")
        #expect(read.applied(to: old) == new)
    }

    @Test func aSetPatchLeavesAbsentKeysAlone() throws {
        let old = SetDraft(exerciseId: "a", weight: 100, weightUnit: .kg, reps: 5, rpe: 8, date: Self.date, notes: "grindy")
        let body = try WireCoding.decode(SetPatchBody.self, from: Data(#"{"reps": 6, "notes": null}"#.utf8))
        var expected = old
        expected.reps = 6
        expected.notes = nil
        #expect(body.applied(to: old) == expected)
    }

    @Test func aSetAndABatchKeepEveryField() throws {
        let draft = SetDraft(
            exerciseId: "row", duration: 600, distance: 2, distanceUnit: .km, kind: .warmup, rpe: 6, date: Self.date, notes: "easy")
        let (read, json) = try Self.roundTrip(SetBatchBody(sets: [draft]))
        #expect(read.sets == [draft])
        #expect((json["sets"] as? [[String: Any]])?.first?["distance_unit"] as? String == "km")
    }

    @Test func aSetWithoutADateIsDatedNowOnlyWhereNowIsGiven() throws {
        let body = Data(#"{"exercise_id": "b", "weight": 100, "weight_unit": "kg", "reps": 5}"#.utf8)
        #expect(try WireCoding.decode(SetDraft.self, from: body, now: Self.date).date == Self.date)
        #expect(throws: PlatesError.decoding("missing field ‘date’")) { try WireCoding.decode(SetDraft.self, from: body) }
        // A stored set sent back (undo's restore) keeps needing its date.
        let restored = Data(#"{"sets": [{"id": "s", "created_at": "2026-11-20T18:00:00Z", "exercise_id": "b", "kind": "normal"}]}"#.utf8)
        #expect(throws: PlatesError.decoding("missing field ‘sets.[0].date’")) { try WireCoding.decode(SetRestoreBody.self, from: restored) }
    }

    @Test func anExercisePatchSendsOnlyItsChangesAndANullNote() throws {
        let (read, json) = try Self.roundTrip(ExercisePatchBody(ExercisePatch(name: "Paused Bench", pinnedNote: .some(nil))))
        #expect(Set(json.keys) == ["name", "pinned_note"] && json["pinned_note"] is NSNull)
        #expect(read.patch == ExercisePatch(name: "Paused Bench", pinnedNote: .some(nil)))
        let created = ExerciseDraft(name: "Zercher Squat", muscleGroup: .legs, defaultPRReps: 3, usesBodyWeight: false)
        #expect(try Self.roundTrip(ExerciseBody(created)).0.draft == created)
    }

    @Test func theProfileGoalIsClearedByNullAndKeptWhenAbsent() throws {
        let (cleared, json) = try Self.roundTrip(ProfilePatchBody(ProfilePatch(clearGoal: true)))
        #expect(json["goal_weight"] is NSNull && cleared.patch.clearGoal)
        let (unit, unitJSON) = try Self.roundTrip(ProfilePatchBody(ProfilePatch(unit: .lb)))
        #expect(Array(unitJSON.keys) == ["unit"] && unit.patch == ProfilePatch(unit: .lb))
    }

    @Test func aWeighInsNoteIsClearedByNull() throws {
        let (read, json) = try Self.roundTrip(BodyWeightBody(BodyWeightDraft(weight: 80, unit: .kg, date: Self.date)))
        #expect(json["notes"] is NSNull)
        let before = BodyWeightDraft(weight: 81, unit: .kg, date: Self.date, notes: "after a cold")
        #expect(read.applied(to: before) == BodyWeightDraft(weight: 80, unit: .kg, date: Self.date))
    }
}
