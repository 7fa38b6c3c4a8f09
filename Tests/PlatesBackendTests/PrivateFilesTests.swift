import Foundation
import PlatesCore
import PlatesFiles
import PlatesHTTP
import PlatesStore
import PlatesTestSupport
import Testing

/// Issue 21, defect 8: the server's database, its `-wal` and `-shm` were 0644 (every user's
/// training, password and token hashes, readable by anyone on the machine); the outbox too; the
/// credentials' temporary file was 0644 until Foundation changed it. Files 0600, new folders 0700.
@Suite(.onTestThreads) struct PrivateFilesTests {
    static func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int).flatMap { $0 }
    }

    static func newFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("plates-private-\(UUID().uuidString)").path
    }

    @Test func aNewDatabaseAndItsJournalAreTheOwnersAlone() async throws {
        let folder = Self.newFolder() + "/data/plates"
        let path = folder + "/plates.sqlite"
        let database = try await SQLiteDatabase.open(path: path)
        try await database.write { db in try db.execute(sql: "CREATE TABLE t (x)") }
        #expect(Self.mode(path) == 0o600)
        #expect(Self.mode(path + "-wal") == 0o600)
        #expect(Self.mode(path + "-shm") == 0o600)
        #expect(Self.mode(folder) == 0o700 && Self.mode((folder as NSString).deletingLastPathComponent) == 0o700)
    }

    @Test func aDatabaseKeptBeforeIsMadePrivateOnOpening() async throws {
        let folder = Self.newFolder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let path = folder + "/server.sqlite"
        _ = try await SQLiteDatabase.open(path: path)
        for file in [path, path + "-wal", path + "-shm"] where FileManager.default.fileExists(atPath: file) {
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file)
        }
        _ = try await SQLiteDatabase.open(path: path)
        #expect(Self.mode(path) == 0o600)
        #expect(Self.mode(path + "-wal").map { $0 == 0o600 } ?? true)
        #expect(Self.mode(folder) == 0o755)  // a folder the operator made keeps its mode
    }

    @Test func theOutboxIsPrivate() throws {
        let path = Self.newFolder() + "/outbox/server_account.sqlite"
        _ = try Outbox(path: path)
        #expect(Self.mode(path) == 0o600 && Self.mode((path as NSString).deletingLastPathComponent) == 0o700)
    }

    @Test func credentialsAreWrittenPrivateFromTheFirstByte() throws {
        let path = Self.newFolder() + "/plates/credentials.json"
        let file = CredentialsFile(path: path)
        try file.save(Credentials(server: "http://127.0.0.1:8080", email: "a@example.com", accessToken: "a", refreshToken: "r"))
        try file.save(Credentials(server: "http://127.0.0.1:8080", email: "a@example.com", accessToken: "b", refreshToken: "s"))
        #expect(Self.mode(path) == 0o600 && Self.mode((path as NSString).deletingLastPathComponent) == 0o700)
        #expect(try file.load()?.accessToken == "b")
        let left = try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent)
        #expect(left == ["credentials.json"])
        // The temporary file is opened with 0600 and O_EXCL: never an existing file, never wider.
        let temporary = (path as NSString).deletingLastPathComponent + "/probe"
        try PrivateFiles.writeNew(Data("x".utf8), to: temporary)
        #expect(Self.mode(temporary) == 0o600)
        #expect(throws: PlatesFileError.self) { try PrivateFiles.writeNew(Data("y".utf8), to: temporary) }
    }
}
