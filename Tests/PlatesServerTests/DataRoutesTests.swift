import Foundation
import PlatesServerTestSupport
import PlatesTestSupport
import Testing

/// A user's own export and import through the API, on SQLite and PostgreSQL: the export file as
/// `plates export` writes it, and any export file (UTF-16 too) read into the account, all or
/// nothing, twice adding nothing.
@Suite(.onTestThreads) struct DataRoutesTests {
    static func fixture(_ name: String) throws -> Data {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/import/\(name)")
        return try Data(contentsOf: url)
    }

    @Test(arguments: TestStorage.available)
    func aStrongFileIsImportedOnceAndItsDryRunWritesNothing(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let (api, _) = try await APIClient.signUp(base)
        let csv = try Self.fixture("strong-2025.csv")
        let dry = try await api.call("POST", "/import?dry_run=true", raw: csv, headers: ["Content-Type": "text/csv"])
        #expect(dry.status == 200 && dry.data["format"] as? String == "strong" && dry.data["applied"] == nil, "\(dry.json)")
        #expect(try await api.call("GET", "/sets").items.isEmpty)

        let first = try await api.call("POST", "/import", raw: csv, headers: ["Content-Type": "text/csv"])
        let applied = first.data["applied"] as? [String: Any] ?? [:]
        let added = try #require(applied["sets_added"] as? Int)
        #expect(first.status == 201 && added > 0 && (first.data["lines"] as? [String])?.isEmpty == false, "\(first.json)")
        #expect(applied["workouts_added"] as? Int ?? 0 > 0)
        #expect(try await api.call("GET", "/sets?limit=1").data["total"] as? Int == added)

        let again = try await api.call("POST", "/import", raw: csv, headers: ["Content-Type": "text/csv"])
        let twice = again.data["applied"] as? [String: Any] ?? [:]
        #expect(twice["sets_added"] as? Int == 0 && twice["sets_already_there"] as? Int == added, "\(again.json)")

        // A spreadsheet's UTF-16 save reads the same; a read token may not import.
        let utf16 = try await api.call("POST", "/import?dry_run=true", raw: try Self.fixture("quirks/strong-utf16le-bom.csv"))
        #expect(utf16.status == 200, "\(utf16.json)")
        let read = try #require(try await api.call("POST", "/tokens", json: ["name": "r", "scope": "read"]).data["secret"] as? String)
        #expect(try await APIClient(base: base, token: read).call("POST", "/import", raw: csv).status == 403)
    }

    /// `undo=true`: the file's import taken back on the account (`plates import --undo` on a
    /// server account): a dry run lists it and removes nothing, then it goes, and the file comes in again.
    @Test(arguments: TestStorage.available)
    func anImportIsTakenBackByTheSameFile(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let (api, _) = try await APIClient.signUp(base)
        let csv = try Self.fixture("strong-2025.csv")
        let added = try #require((try await api.call("POST", "/import", raw: csv).data["applied"] as? [String: Any])?["sets_added"] as? Int)
        let dry = try await api.call("POST", "/import?undo=true&dry_run=true", raw: csv)
        let found = dry.data["found"] as? [String: Any] ?? [:]
        #expect(dry.status == 200 && found["sets"] as? Int == added && dry.data["removed"] == nil, "\(dry.json)")
        #expect(try await api.call("GET", "/sets?limit=1").data["total"] as? Int == added)
        let undo = try await api.call("POST", "/import?undo=true", raw: csv)
        let removed = undo.data["removed"] as? [String: Any] ?? [:]
        #expect(undo.status == 200 && removed["sets"] as? Int == added && (removed["workouts"] as? Int ?? 0) > 0, "\(undo.json)")
        #expect(try await api.call("GET", "/sets?limit=1").data["total"] as? Int == 0)
        let again = try await api.call("POST", "/import?undo=true", raw: csv)
        #expect((again.data["lines"] as? [String])?.contains { $0.hasPrefix("Nothing of it is here") } == true, "\(again.json)")
        #expect((try await api.call("POST", "/import", raw: csv).data["applied"] as? [String: Any])?["sets_added"] as? Int == added)
    }

    @Test(arguments: TestStorage.available)
    func badFilesAreRefusedWholeWithTheirReason(storage: TestStorage) async throws {
        var configuration = TestServer.testConfiguration
        configuration.maxImportBytes = 64 * 1024
        let base = try await InProcessServers.start(configuration: configuration, storage: storage)
        let (api, _) = try await APIClient.signUp(base)
        for (path, body, field, words) in [
            ("/import", Data(), "body", "Send the export file"),
            ("/import", Data([0x50, 0x4B, 0x03, 0x04, 0, 0, 0, 0, 0x14, 0]), nil, "not a text file"),
            ("/import", Data("just some words\n".utf8), nil, "Nothing was imported"),
            ("/import?format=excel", Data("a,b\n".utf8), "format", "format"),
            ("/import?unit=stone", Data("a,b\n".utf8), "unit", "kg or lb"),
            ("/import", Data(repeating: 0x41, count: 65 * 1024), "body", "larger than 64 KiB"),
        ] as [(String, Data, String?, String)] {
            let answer = try await api.call("POST", path, raw: body, headers: ["Content-Type": "text/csv"])
            let details = answer.error["details"] as? [String: String] ?? [:]
            #expect(answer.status == 400, "\(path): \(answer.status) \(answer.json)")
            #expect((answer.error["message"] as? String)?.contains(words) == true, "\(path): \(answer.json)")
            if let field { #expect(details.keys.contains(field), "\(path): \(details)") }
        }
        #expect(try await api.call("GET", "/sets").items.isEmpty)
    }

    @Test(arguments: TestStorage.available)
    func anExportComesBackAsTheFileAndReadsIntoAnotherAccount(storage: TestStorage) async throws {
        let base = try await InProcessServers.shared.server(storage: storage)
        let (api, _) = try await APIClient.signUp(base)
        #expect(try await api.call("POST", "/sets", json: ["exercise_id": benchId, "weight": 100, "weight_unit": "kg", "reps": 5]).status == 201)
        #expect(try await api.call("POST", "/body-weight", json: ["weight": 81.5]).status == 201)
        let json = try await api.call("GET", "/export")
        #expect(json.status == 200 && json.header("Content-Type")?.hasPrefix("application/json") == true)
        #expect(json.header("Content-Disposition")?.contains("attachment; filename=\"plates-") == true)
        #expect((json.json["sets"] as? [Any])?.count == 1 && (json.json["body_weight"] as? [Any])?.count == 1, "\(json.json.keys)")
        let csv = try await api.call("GET", "/export?format=csv")
        #expect(csv.status == 200 && csv.header("Content-Type")?.hasPrefix("text/csv") == true)
        #expect(String(decoding: csv.body, as: UTF8.self).contains("Bench Press"))
        #expect(try await api.call("GET", "/export?format=xml").status == 400)

        // Into another account: PostgreSQL keeps ids per account; a server on SQLite keeps a set's
        // id unique across accounts and says so.
        let (other, _) = try await APIClient.signUp(base)
        let moved = try await other.call("POST", "/import", raw: json.body)
        if storage == .postgres {
            #expect(moved.status == 201 && (moved.data["applied"] as? [String: Any])?["sets_added"] as? Int == 1, "\(moved.json)")
            let theirs = try await other.call("GET", "/sets").items
            #expect(theirs.first?["id"] as? String == (json.json["sets"] as? [[String: Any]])?.first?["id"] as? String)
        } else {
            #expect(moved.status == 409 && (moved.error["message"] as? String)?.contains("another account") == true, "\(moved.json)")
            #expect(try await other.call("GET", "/sets").items.isEmpty)
        }
        // Into its own account again: nothing added.
        let same = try await api.call("POST", "/import", raw: json.body)
        #expect((same.data["applied"] as? [String: Any])?["sets_added"] as? Int == 0, "\(same.json)")
    }
}
