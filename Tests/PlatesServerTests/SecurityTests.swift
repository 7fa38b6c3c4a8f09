import Foundation
import Logging
import PlatesServerTestSupport
import PlatesTestSupport
import Synchronization
import Testing

@testable import PlatesServer

/// Who may see and change what: every route scoped to its caller, tokens that end, log-ins and
/// tokens that are rate-limited, and logs without secrets.
@Suite(.onTestThreads) struct SecurityTests {
    @Test(arguments: TestStorage.available)
    func anotherUsersIdsAnswerNotFoundOnEveryRoute(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let (alice, _) = try await APIClient.signUp(base)
        let (bob, _) = try await APIClient.signUp(base)
        let exercise = try await alice.call("POST", "/exercises", json: ["name": "Zercher Squat", "muscle_group": "Legs"])
        let exerciseId = try #require(exercise.data["id"] as? String)
        let set = try await alice.call("POST", "/sets", json: ["exercise_id": exerciseId, "weight": 100, "weight_unit": "kg", "reps": 5])
        let setId = try #require(set.data["id"] as? String)
        let weighIn = try await alice.call("POST", "/body-weight", json: ["weight": 80, "unit": "kg"])
        let weighInId = try #require(weighIn.data["id"] as? String)
        _ = try await alice.call("PATCH", "/profile", json: ["goal_weight": 75])
        let workout = try await alice.call("POST", "/workouts", json: ["name": "Zercher day"])
        let workoutId = try #require(workout.data["id"] as? String)
        let routine = try await alice.call(
            "POST", "/routines", json: ["name": "Zercher plan", "entries": [["exercise_id": exerciseId, "sets": 3, "reps": 5]]])
        // A name merged away is an alias of Alice's Zercher Squat.
        let old = try await alice.call("POST", "/exercises", json: ["name": "Zercher Old", "muscle_group": "Legs"])
        let merged = try await alice.call("POST", "/exercises/\(old.data["id"] as! String)/merge", json: ["into": exerciseId])
        #expect(merged.status == 200, "\(merged.status)")
        let routineId = try #require(routine.data["id"] as? String)

        let attempts: [(String, String, [String: Any]?)] = [
            ("GET", "/exercises/\(exerciseId)", nil),
            ("PATCH", "/exercises/\(exerciseId)", ["name": "Mine now"]),
            ("DELETE", "/exercises/\(exerciseId)", nil),
            ("GET", "/exercises/\(exerciseId)/records", nil),
            ("GET", "/exercises/\(exerciseId)/progress", nil),
            ("GET", "/sets/\(setId)", nil),
            ("PATCH", "/sets/\(setId)", ["reps": 1]),
            ("DELETE", "/sets/\(setId)", nil),
            ("PATCH", "/body-weight/\(weighInId)", ["weight": 200]),
            ("DELETE", "/body-weight/\(weighInId)", nil),
            ("POST", "/sets", ["exercise_id": exerciseId, "weight": 1, "weight_unit": "kg", "reps": 1]),
            ("GET", "/workouts/\(workoutId)", nil),
            ("PATCH", "/workouts/\(workoutId)", ["name": "Mine now"]),
            ("POST", "/workouts/\(workoutId)/finish", nil),
            ("GET", "/workouts/\(workoutId)/plan", nil),
            ("DELETE", "/workouts/\(workoutId)", nil),
            ("POST", "/sets/move", ["set_ids": [setId], "workout_id": NSNull()]),
            ("GET", "/routines/\(routineId)", nil),
            ("PATCH", "/routines/\(routineId)", ["name": "Mine now"]),
            ("DELETE", "/routines/\(routineId)", nil),
            ("POST", "/workouts", ["routine_id": routineId]),
        ]
        for (method, path, body) in attempts {
            let r = try await bob.call(method, path, json: body)
            #expect(r.status == 404 && r.code == "NOT_FOUND", "\(method) \(path) answered \(r.status)")
            #expect(!String(decoding: r.body, as: UTF8.self).contains("Zercher"), "\(method) \(path) leaked a name")
        }
        // Bob's lists and profile hold nothing of Alice's.
        #expect(try await bob.call("GET", "/sets").data["total"] as? Int == 0)
        #expect(try await bob.call("GET", "/sets?exercise_id=\(exerciseId)").data["total"] as? Int == 0)
        #expect(try await bob.call("GET", "/body-weight").data["total"] as? Int == 0)
        #expect(try await bob.call("GET", "/exercises?limit=100").data["total"] as? Int == 21)
        #expect(try await bob.call("GET", "/profile").data["goal_weight"] == nil)
        let dashboard = try await bob.call("GET", "/dashboard")
        #expect((dashboard.data["today"] as? [String: Any])?["set_count"] as? Int == 0)
        #expect((try await bob.call("GET", "/workouts").json["data"] as? [Any])?.isEmpty == true)
        #expect(!String(decoding: try await bob.call("GET", "/workouts").body, as: UTF8.self).contains("Zercher"))
        #expect(!String(decoding: try await bob.call("GET", "/routines").body, as: UTF8.self).contains("Zercher"))
        #expect(!String(decoding: try await bob.call("GET", "/workouts/current").body, as: UTF8.self).contains("Zercher"))
        let summaries = try await bob.call("GET", "/exercise-summaries")
        #expect(!String(decoding: summaries.body, as: UTF8.self).contains("Zercher"))
        #expect((try await bob.call("GET", "/exercise-aliases").json["data"] as? [Any])?.isEmpty == true)
        let aliases = try await alice.call("GET", "/exercise-aliases").json["data"] as? [[String: Any]]
        #expect(aliases?.count == 1 && aliases?.first?["name"] as? String == "zercher old" && aliases?.first?["exercise_id"] as? String == exerciseId)
        // Alice's data is untouched.
        #expect(try await alice.call("GET", "/sets/\(setId)").data["reps"] as? Int == 5)
        #expect(try await alice.call("GET", "/body-weight").data["total"] as? Int == 1)
        #expect(try await alice.call("GET", "/exercises/\(exerciseId)").data["name"] as? String == "Zercher Squat")
        #expect(try await alice.call("GET", "/profile").data["goal_weight"] as? Double == 75)
        #expect(try await alice.call("GET", "/workouts/current").data["workout"] != nil)
        #expect(try await alice.call("GET", "/routines/\(routineId)").data["name"] as? String == "Zercher plan")
    }

    @Test(arguments: TestStorage.available)
    func everyDataRouteNeedsAToken(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let anonymous = APIClient(base: base)
        let forged = APIClient(base: base, token: "not-a-token")
        for path in [
            "/exercises", "/sets", "/body-weight", "/profile", "/dashboard", "/exercise-summaries", "/exercise-aliases", "/body-weight/stats", "/workouts",
            "/workouts/current", "/routines",
        ] {
            for client in [anonymous, forged] {
                let r = try await client.call("GET", path)
                #expect(r.status == 401 && r.code == "UNAUTHORIZED", "\(path)")
            }
        }
    }

    @Test(arguments: TestStorage.available)
    func expiredAndRevokedTokensAreRefused(storage: TestStorage) async throws {
        let clock = Mutex(Date(timeIntervalSince1970: 1_795_000_000))
        var configuration = TestServer.testConfiguration
        configuration.accessTokenLifetime = 60
        configuration.refreshTokenLifetime = 600
        let base = try await InProcessServers.start(configuration: configuration, now: { clock.withLock { $0 } }, storage: storage)
        let (api, session) = try await APIClient.signUp(base)
        let refresh = try #require(session["refresh_token"] as? String)
        #expect(try await api.call("GET", "/profile").status == 200)

        clock.withLock { $0 += 61 }
        let expired = try await api.call("GET", "/profile")
        #expect(expired.status == 401 && expired.code == "UNAUTHORIZED")

        // The refresh token still works once; it is then spent (rotation).
        let renewed = try await APIClient(base: base).call("POST", "/auth/refresh", json: ["refresh_token": refresh])
        #expect(renewed.status == 200)
        let fresh = APIClient(base: base, token: renewed.data["access_token"] as? String)
        #expect(try await fresh.call("GET", "/profile").status == 200)
        #expect(try await APIClient(base: base).call("POST", "/auth/refresh", json: ["refresh_token": refresh]).status == 401)

        // Logging out revokes the session: its access token stops at once.
        let newRefresh = try #require(renewed.data["refresh_token"] as? String)
        #expect(try await APIClient(base: base).call("POST", "/auth/logout", json: ["refresh_token": newRefresh]).status == 204)
        #expect(try await fresh.call("GET", "/profile").status == 401)
        #expect(try await APIClient(base: base).call("POST", "/auth/refresh", json: ["refresh_token": newRefresh]).status == 401)

        // A refresh token past its lifetime is refused too.
        let (_, later) = try await APIClient.signUp(base)
        clock.withLock { $0 += 601 }
        #expect(try await APIClient(base: base).call("POST", "/auth/refresh", json: ["refresh_token": later["refresh_token"] as! String]).status == 401)
    }

    /// Issue 21, defect 10: a spent refresh token replayed got 401, but the session it had been
    /// swapped for lived on, so a thief who refreshed first kept the account. Replayed after the
    /// grace, it ends the whole family: the thief's and the user's sessions alike, not another
    /// log-in's. Replayed within the grace (two terminals refreshing together), it is only refused.
    @Test(arguments: TestStorage.available)
    func aSpentRefreshTokenReplayedEndsItsFamily(storage: TestStorage) async throws {
        let clock = Mutex(Date(timeIntervalSince1970: 1_795_000_000))
        let base = try await InProcessServers.start(configuration: TestServer.testConfiguration, now: { clock.withLock { $0 } }, storage: storage)
        let email = "family-\(UUID().uuidString.prefix(8))@example.com"
        let (_, first) = try await APIClient.signUp(base, email: email)
        let other = try await APIClient(base: base).call("POST", "/auth/login", json: ["email": email, "password": "correct horse"])
        let elsewhere = APIClient(base: base, token: other.data["access_token"] as? String)
        func refresh(_ token: Any?) async throws -> APIClient.Answer {
            try await APIClient(base: base).call("POST", "/auth/refresh", json: ["refresh_token": token as? String ?? ""])
        }

        let stolen = try await refresh(first["refresh_token"])  // the thief refreshes first
        #expect(stolen.status == 200)
        let thief = APIClient(base: base, token: stolen.data["access_token"] as? String)
        #expect(try await refresh(first["refresh_token"]).status == 401)  // within the grace: refused only
        #expect(try await thief.call("GET", "/profile").status == 200)

        clock.withLock { $0 += AccountStore.replayGrace + 1 }
        let replay = try await refresh(first["refresh_token"])  // the user's copy, later
        #expect(replay.status == 401 && replay.code == "UNAUTHORIZED")
        #expect(try await thief.call("GET", "/profile").status == 401)
        #expect(try await refresh(stolen.data["refresh_token"]).status == 401)
        #expect(try await elsewhere.call("GET", "/profile").status == 200)  // another log-in's family
        #expect(try await refresh(other.data["refresh_token"]).status == 200)
    }

    @Test(arguments: TestStorage.available)
    func wrongPasswordsAreRateLimited(storage: TestStorage) async throws {
        var configuration = TestServer.testConfiguration
        configuration.loginAttempts = 3
        configuration.loginWindow = 600
        let base = try await InProcessServers.start(configuration: configuration, storage: storage)
        let target = "target-\(UUID().uuidString.prefix(8))@example.com"  // PostgreSQL is shared by every run
        _ = try await APIClient.signUp(base, email: target, password: "the right one")
        let client = APIClient(base: base)
        for _ in 0..<3 {
            let r = try await client.call("POST", "/auth/login", json: ["email": target, "password": "guess"])
            #expect(r.status == 401 && (r.error["message"] as? String) == "The e-mail or the password is wrong.")
        }
        let limited = try await client.call("POST", "/auth/login", json: ["email": target, "password": "the right one"])
        #expect(limited.status == 429 && limited.code == "RATE_LIMITED")
        #expect(Int(limited.header("Retry-After") ?? "") ?? 0 >= 1)
        // An unknown e-mail answers exactly like a wrong password.
        let unknown = try await APIClient(base: try await InProcessServers.shared.server(storage: storage)).call(
            "POST", "/auth/login", json: ["email": "nobody@example.com", "password": "whatever1"])
        #expect(unknown.status == 401 && (unknown.error["message"] as? String) == "The e-mail or the password is wrong.")
    }

    @Test(arguments: TestStorage.available)
    func aBusyTokenIsRateLimited(storage: TestStorage) async throws {
        var configuration = TestServer.testConfiguration
        // One token per 100 s: a slow machine never refills the bucket during the test.
        configuration.tokenRate = 0.01
        configuration.tokenBurst = 3
        let base = try await InProcessServers.start(configuration: configuration, storage: storage)
        let (api, _) = try await APIClient.signUp(base)
        var statuses: [Int] = []
        for _ in 0..<5 { statuses.append(try await api.call("GET", "/profile").status) }
        #expect(statuses == [200, 200, 200, 429, 429])
        let limited = try await api.call("GET", "/profile")
        #expect(limited.code == "RATE_LIMITED" && Int(limited.header("Retry-After") ?? "") ?? 0 >= 1)
        // Another account's token has its own bucket.
        let (other, _) = try await APIClient.signUp(base)
        #expect(try await other.call("GET", "/profile").status == 200)
    }

    @Test(arguments: TestStorage.available)
    func logsCarryOneLinePerRequestAndNoSecrets(storage: TestStorage) async throws {
        let lines = LineCollector()
        var logger = Logger(label: "plates-server") { _ in lines }
        logger.logLevel = .info
        let base = try await InProcessServers.start(configuration: TestServer.testConfiguration, logger: logger, storage: storage)
        let (api, session) = try await APIClient.signUp(base, password: "super secret passphrase")
        _ = try await api.call("GET", "/profile")
        _ = try await api.call("GET", "/sets/unknown-id")
        let text = lines.all.joined(separator: "\n")
        #expect(!text.contains(session["access_token"] as! String) && !text.contains(session["refresh_token"] as! String))
        #expect(!text.contains("super secret passphrase"))
        let requests = lines.all.filter { $0.contains("/api/v1/") }
        #expect(requests.count == 3, "\(requests)")
        #expect(requests.last?.contains("GET /api/v1/sets/unknown-id 404") == true)
        #expect(requests.last?.contains(" ms") == true)
    }
}

/// A log handler that keeps every message.
final class LineCollector: LogHandler, @unchecked Sendable {
    private let lines = Mutex<[String]>([])
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
    var all: [String] { lines.withLock { $0 } }

    func log(event: LogEvent) {
        lines.withLock { $0.append("\(event.level) \(event.message)") }
    }
}
