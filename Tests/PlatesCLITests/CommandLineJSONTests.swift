import Foundation
import PlatesTestSupport
import Testing

/// Issue 19, item 23: `--json` output left absent values out in some commands and lacked fields in
/// others (`prs --json` omitted 8RM/10RM; `exercises --json` had no last set or PR). Each command's
/// output is checked against its definition in docs/json/cli.schema.json.
@Suite(.onTestThreads) struct CommandLineJSONTests {
    static var schema: JSONSchemaCheck {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try! JSONSchemaCheck(schemaFile: root.appendingPathComponent("docs/json/cli.schema.json"))
    }

    /// A database with a set of each shape: loaded with notes and RPE, body weight at 20 reps,
    /// cardio, timed; weigh-ins with and without notes. Built once by the binary and only read
    /// after: seven tests building their own cost 42 launches (issue 20's budget).
    static let shared = Task { try await database() }

    struct SetUpFailed: Error, CustomStringConvertible { var description: String }

    static func database() async throws -> String {
        let db = PlatesProcess.tempDatabase()
        let runs: [[String]] =
            [
                ["log", "bench 100x5@8", "--notes", "felt fast"], ["log", "pull-up bw x 20"], ["log", "rowing 2km 8:30"],
                ["log", "plank 60s"], ["log", "squat 140x3"],
            ].map { $0 + ["--date", "2026-11-20"] } + [
                ["bodyweight", "add", "81.5", "--date", "2026-11-19", "--notes", "morning"], ["bodyweight", "add", "81", "--date", "2026-11-20"],
            ]
        for arguments in runs {
            let r = try await PlatesProcess.run(["--db", db] + arguments)
            guard r.status == 0 else { throw SetUpFailed(description: "plates \(arguments): \(r.stderr)") }
        }
        return db
    }

    static func json(_ arguments: [String]) async throws -> String {
        let r = try await PlatesProcess.run(arguments + ["--json"])
        #expect(r.status == 0, "\(arguments): \(r.stderr)")
        return r.stdout
    }

    @Test(arguments: [
        ("sets", ["sets"]), ("bodyweight-list", ["bodyweight", "list"]), ("exercises", ["exercises"]), ("prs", ["prs"]),
        ("prs-exercise", ["prs", "bench"]), ("prs-exercise", ["prs", "pull-up"]), ("prs-exercise", ["prs", "running"]), ("prs-exercise", ["prs", "plank"]),
        ("report", ["report"]), ("report", ["report", "--year"]),
    ])
    func eachCommandsOutputFollowsItsSchema(definition: String, command: [String]) async throws {
        let db = try await Self.shared.value
        for source in [["--db", db], ["--demo"]] {
            let problems = try Self.schema.problems(try await Self.json(source + command), definition: definition)
            #expect(problems.isEmpty, "\(source) \(command): \(problems.prefix(5))")
        }
    }

    @Test func absentValuesAreNullNotMissing() async throws {
        let db = try await Self.shared.value
        let prs = try JSONSerialization.jsonObject(with: Data(try await Self.json(["--db", db, "prs", "bench"]).utf8)) as? [[String: Any]] ?? []
        #expect(prs.map { $0["reps"] as? Int } == [1, 3, 5, 8, 10])
        #expect(prs[3]["set"] is NSNull && prs[3]["e1rm"] is NSNull && prs[4]["set"] is NSNull)
        #expect((prs[2]["e1rm"] as? Double) == 116.7 && prs[2]["e1rm_unit"] as? String == "kg")
        // Body weight at 20 reps: the record exists, its e1RM means nothing (item 8).
        let pullUps = try JSONSerialization.jsonObject(with: Data(try await Self.json(["--db", db, "prs", "pull-up"]).utf8)) as? [[String: Any]] ?? []
        #expect(pullUps[0]["set"] is [String: Any] && pullUps[0]["e1rm"] is NSNull)

        let exercises = try JSONSerialization.jsonObject(with: Data(try await Self.json(["--db", db, "exercises"]).utf8)) as? [[String: Any]] ?? []
        let bench = try #require(exercises.first { $0["name"] as? String == "Bench Press" })
        let benchSet = try #require(bench["last_set"] as? [String: Any])
        #expect(benchSet["notes"] as? String == "felt fast" && benchSet["distance"] is NSNull && bench["pinned_note"] is NSNull)
        #expect((bench["current_pr"] as? [String: Any])?["reps"] as? Int == bench["default_pr_reps"] as? Int)
        let untouched = try #require(exercises.first { $0["name"] as? String == "Deadlift" })
        #expect(untouched["last_set"] is NSNull && untouched["current_pr"] is NSNull)

        let weighIns = try JSONSerialization.jsonObject(with: Data(try await Self.json(["--db", db, "bodyweight", "list"]).utf8)) as? [String: Any]
        let items = weighIns?["items"] as? [[String: Any]] ?? []
        #expect(items.count == 2 && items[0]["notes"] is NSNull && items[1]["notes"] as? String == "morning")
    }

    /// The check fails on the old shapes: a set without its null keys, a record without its kind.
    @Test func theSchemaCheckRejectsTheOldShapes() throws {
        let oldSet =
            #"{"items":[{"id":"a","exercise_id":"b","date":"2026-11-20T12:00:00.000Z","kind":"normal","weight":100,"weight_unit":"kg","reps":5,"created_at":"2026-11-20T12:00:00.000Z"}],"skip":0,"limit":50,"total":1}"#
        let problems = try Self.schema.problems(oldSet, definition: "sets")
        #expect(problems.contains("$.items[0]: missing notes") && problems.contains("$.items[0]: missing exercise_name"))
        let recordWithoutKind = #"[{"exercise_id":"a","exercise_name":"b","reps":5,"set":null,"e1rm":null,"e1rm_unit":null}]"#
        #expect(try Self.schema.problems(recordWithoutKind, definition: "prs-exercise") == ["$[0]: missing record"])
        #expect(try !Self.schema.problems(#"[{"unknown": true}]"#, definition: "exercises").isEmpty)
        #expect(try Self.schema.problems(#"{"items":[],"skip":0,"limit":true,"total":0}"#, definition: "sets") == ["$.limit: true is not integer"])
    }

    /// `--limit` above the API's page of 100: the command pages through (item 24).
    @Test func aLimitAboveTheAPIsPageIsHonoured() async throws {
        let db = PlatesProcess.tempDatabase()
        let lines = (1...120).map { "2026-10-01 \(String(format: "%02d:%02d", $0 / 60, $0 % 60)):00,Morning,1h,Bench Press,\($0),\(60 + $0 % 10),5,,,,," }
        let file = URL(fileURLWithPath: db).deletingLastPathComponent().appendingPathComponent("sets.csv")
        try ("Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n" + lines.joined(separator: "\n") + "\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let imported = try await PlatesProcess.run(["--db", db, "import", file.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let page = try JSONSerialization.jsonObject(with: Data(try await Self.json(["--db", db, "sets", "--limit", "500"]).utf8)) as? [String: Any]
        #expect((page?["items"] as? [Any])?.count == 120 && page?["total"] as? Int == 120)
        let zero = try await PlatesProcess.run(["--db", db, "bodyweight", "list", "--limit", "0"])
        #expect(zero.status == 64 && zero.stderr == "plates: --limit takes a number above 0, not 0 (see `plates bodyweight --help`)\n")
    }
}
