import Foundation
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

/// The workout and routine routes as a client sees them: shapes, statuses, retries with an
/// Idempotency-Key, and bad bodies answered with the field at fault.
@Suite(.onTestThreads) struct TrainingRoutesTests {
    @Test(arguments: TestStorage.available)
    func aWorkoutIsStartedRetriedFinishedAndListedAsOpenAPISays(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let (api, _) = try await APIClient.signUp(base)
        #expect(try await api.call("GET", "/workouts/current").data.isEmpty)

        // A retry with the same key starts nothing more: the first answer again.
        let body = ["routine_id": "a0b1c000-0000-4000-8000-000000000001", "notes": "felt good"]
        let first = try await api.call("POST", "/workouts", json: body, headers: ["Idempotency-Key": "start-1"])
        let again = try await api.call("POST", "/workouts", json: body, headers: ["Idempotency-Key": "start-1"])
        #expect(first.status == 201 && again.status == 201 && again.header("Idempotent-Replayed") == "true")
        #expect(first.body == again.body)
        let id = try #require(first.data["id"] as? String)
        #expect(first.data["name"] as? String == "5×5 A" && first.data["finished_at"] == nil)
        let listed = try await api.call("GET", "/workouts")
        #expect((listed.json["data"] as? [[String: Any]])?.map { $0["id"] as? String } == [id])
        #expect((try await api.call("GET", "/workouts/current").data["workout"] as? [String: Any])?["id"] as? String == id)

        let exercises = try await api.call("GET", "/exercises?limit=100").items
        let squat = try #require(exercises.first { $0["name"] as? String == "Squat" }?["id"] as? String)
        let set = try await api.call("POST", "/sets", json: ["exercise_id": squat, "weight": 100, "weight_unit": "kg", "reps": 5])
        #expect(set.data["workout_id"] as? String == id)
        let plan = try await api.call("GET", "/workouts/\(id)/plan").data["plan"] as? [String: Any]
        #expect((plan?["steps"] as? [Any])?.count == 15 && (plan?["logged"] as? [Any])?.count == 1)

        let finished = try await api.call("POST", "/workouts/\(id)/finish")
        #expect(finished.status == 200 && finished.data["finished_at"] is String)
        #expect(try await api.call("GET", "/workouts/current").data.isEmpty)
        let detail = try await api.call("GET", "/workouts/\(id)")
        #expect((detail.data["sets"] as? [Any])?.count == 1 && (detail.data["workout"] as? [String: Any])?["notes"] as? String == "felt good")

        // Reopened by clearing finished_at; renamed; notes cleared.
        let patched = try await api.call("PATCH", "/workouts/\(id)", json: ["finished_at": NSNull(), "name": "Heavy day", "notes": NSNull()])
        #expect(patched.status == 200 && patched.data["finished_at"] == nil && patched.data["name"] as? String == "Heavy day")
        #expect(patched.data["notes"] == nil)

        // Moved out of the workout, then the workout deleted: the set stays.
        let setId = try #require(set.data["id"] as? String)
        #expect(try await api.call("POST", "/sets/move", json: ["set_ids": [setId]]).status == 204)
        #expect(try await api.call("GET", "/sets/\(setId)").data["workout_id"] == nil)
        #expect(try await api.call("DELETE", "/workouts/\(id)").status == 204)
        #expect(try await api.call("GET", "/workouts/\(id)").status == 404)
        #expect(try await api.call("GET", "/sets/\(setId)").status == 200)
    }

    @Test(arguments: TestStorage.available)
    func routinesAreMadeChangedAndTheShippedOnesRefuseChange(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let (api, _) = try await APIClient.signUp(base)
        let routines = try #require(try await api.call("GET", "/routines").json["data"] as? [[String: Any]])
        #expect(routines.count == 7 && routines.allSatisfy { $0["is_shipped"] as? Bool == true })
        let shipped = try #require(routines.first?["id"] as? String)
        let exercises = try await api.call("GET", "/exercises?limit=100").items
        let plank = try #require(exercises.first { $0["name"] as? String == "Plank" }?["id"] as? String)

        let made = try await api.call("POST", "/routines", json: ["name": "Core", "entries": [["exercise_id": plank, "sets": 3, "duration": 60]]])
        #expect(made.status == 201 && made.data["is_shipped"] as? Bool == false)
        let id = try #require(made.data["id"] as? String)
        let renamed = try await api.call("PATCH", "/routines/\(id)", json: ["name": "Core 2", "notes": "after legs"])
        #expect(renamed.data["name"] as? String == "Core 2" && (renamed.data["entries"] as? [Any])?.count == 1)
        #expect(renamed.data["notes"] as? String == "after legs")

        #expect(try await api.call("PATCH", "/routines/\(shipped)", json: ["name": "Mine"]).code == "FORBIDDEN")
        #expect(try await api.call("DELETE", "/routines/\(shipped)").code == "FORBIDDEN")
        #expect(try await api.call("DELETE", "/routines/\(id)").status == 204)
        #expect(try await api.call("GET", "/routines/\(id)").status == 404)
    }

    @Test(arguments: TestStorage.available)
    func badBodiesNameTheirField(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let (api, _) = try await APIClient.signUp(base)
        let cases: [(String, String, Any, String)] = [
            ("POST", "/workouts", ["name": String(repeating: "x", count: 500)], "name"),
            ("POST", "/workouts", ["started_at": "yesterday"], "started_at"),
            ("POST", "/routines", ["name": "Empty", "entries": [Any]()], "entries"),
            ("POST", "/routines", ["name": "", "entries": [["exercise_id": "x", "sets": 1, "reps": 1]]], "name"),
            ("POST", "/routines", ["name": "No sets", "entries": [["exercise_id": "x"]]], "entries.[0].sets"),
            ("POST", "/sets/move", ["set_ids": [Any]()], "set_ids"),
            ("POST", "/sets/move", ["set_ids": Array(repeating: "x", count: 101)], "set_ids"),
        ]
        for (method, path, body, field) in cases {
            let r = try await api.call(method, path, json: body)
            #expect(r.status == 400 && r.code == "VALIDATION_ERROR", "\(path) \(body): \(r.status)")
            let details = r.error["details"] as? [String: String] ?? [:]
            #expect(details.keys.contains(field), "\(path) \(body): \(details)")
        }
        #expect(try await api.call("POST", "/workouts", json: ["routine_id": "no-such-routine"]).status == 404)
        #expect(try await api.call("POST", "/workouts/no-such-workout/finish").status == 404)
        #expect(try await api.call("GET", "/workouts/no-such-workout/plan").status == 404)
        #expect(try await api.call("POST", "/sets/move", json: ["set_ids": ["no-such-set"]]).status == 404)
        // Nothing was started by any of it.
        #expect(try await api.call("GET", "/workouts/current").data.isEmpty)
    }
}
