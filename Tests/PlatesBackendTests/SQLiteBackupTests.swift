import Foundation
import GRDB
import PlatesCore
import PlatesStore
import PlatesTestSupport
import Testing

/// Issue 25: a backup is a whole, checked copy that opens as the same data (custom exercises,
/// notes, flags, body weight, settings), private to its owner; the folder is rotated without
/// touching other files; the daily backup is made once a day and says a failure once.
@Suite(.onTestThreads) struct SQLiteBackupTests {
    static func filled() async throws -> (SQLiteBackend, String) {
        let dir = TempDirectory.make()
        let path = dir.appendingPathComponent("plates.sqlite").path
        let b = try await SQLiteBackend.open(path: path, environment: Clock.environment)
        let sled = try await b.createExercise(ExerciseDraft(name: "Sled Push", muscleGroup: .legs, pinnedNote: "low hips"))
        _ = try await b.updateExercise(id: sled.id, ExercisePatch(usesBodyWeight: true, restSeconds: .some(45)))
        let bench = try #require(try await b.listExercises().first { $0.name == "Bench Press" })
        _ = try await b.updateExercise(id: bench.id, ExercisePatch(defaultPRReps: 5, pinnedNote: .some("elbows in")))
        for i in 0..<30 {
            _ = try await b.logSets([
                SetDraft(
                    exerciseId: i % 3 == 0 ? sled.id : bench.id, weight: Double(60 + i), weightUnit: .kg, reps: 5, kind: i == 0 ? .warmup : .normal,
                    rpe: 8, date: Clock.date("2026-11-0\(i % 9 + 1) 18:00"), notes: i == 4 ? "belt, \"new\"" : nil)
            ])
        }
        _ = try await b.addBodyWeight(BodyWeightDraft(weight: 82.5, unit: .kg, date: Clock.date("2026-11-01"), notes: "morning"))
        _ = try await b.updateProfile(ProfilePatch(unit: .lb, goalWeight: 80, goalWeightUnit: .kg, restAlert: .flash))
        return (b, path)
    }

    @Test func aBackupOpensAsTheSameDataFieldByField() async throws {
        let (b, path) = try await Self.filled()
        let folder = TempDirectory.make().appendingPathComponent("backups").path
        let made = try SQLiteBackup.write(b.store.database, toFolder: folder, now: Date(), calendar: .plates())
        #expect(made.sets == 30 && made.bodyWeight == 1 && made.exercises == 22 && made.bytes > 0 && made.removed.isEmpty)
        #expect(FileManager.default.fileExists(atPath: made.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [(made.path as NSString).lastPathComponent])
        // One file, no WAL beside it, readable by its owner only.
        #expect(!FileManager.default.fileExists(atPath: made.path + "-wal"))
        let mode = try FileManager.default.attributesOfItem(atPath: made.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let copy = try await SQLiteBackend.open(path: made.path, environment: Clock.environment)
        #expect(try await copy.listSets(SetQuery(limit: 100)).items == (try await b.listSets(SetQuery(limit: 100)).items))
        #expect(try await copy.listExercises() == (try await b.listExercises()))
        #expect(try await copy.listBodyWeight(skip: 0, limit: 10).items == (try await b.listBodyWeight(skip: 0, limit: 10).items))
        #expect(try await copy.profile() == (try await b.profile()))
        #expect(path != made.path)
    }

    @Test func aDamagedOrForeignFileIsRefusedByTheCheck() throws {
        let dir = TempDirectory.make()
        let text = dir.appendingPathComponent("notes.sqlite").path
        try "not a database".write(toFile: text, atomically: true, encoding: .utf8)
        #expect(throws: PlatesError.self) { try SQLiteBackup.check(text) }
        let empty = dir.appendingPathComponent("empty.sqlite").path
        let queue = try DatabaseQueue(path: empty)
        try queue.write { db in try db.execute(sql: "CREATE TABLE t (x)") }
        try queue.close()
        #expect(throws: PlatesError.self) { try SQLiteBackup.check(empty) }
    }

    @Test func theFolderIsRotatedAndItsOtherFilesKept() async throws {
        let (b, _) = try await Self.filled()
        let folder = TempDirectory.make().path
        let calendar = Calendar.plates()
        let now = Date()
        var old: [String] = []
        for day in 1...40 {
            let name = BackupRotation.fileName(for: now.addingTimeInterval(-Double(day) * 86_400), calendar: calendar)
            try "old".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
            old.append(name)
        }
        try "mine".write(toFile: folder + "/README.txt", atomically: true, encoding: .utf8)
        let made = try SQLiteBackup.write(b.store.database, toFolder: folder, now: now, calendar: calendar)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
        #expect(left.contains("README.txt") && left.contains((made.path as NSString).lastPathComponent))
        #expect(left.count - 1 == BackupRotation.keep(Array(left), calendar: calendar).count)
        #expect(left.count <= 1 + BackupRotation.daily + BackupRotation.weekly && left.count >= 1 + BackupRotation.daily)
        #expect(made.removed.count == old.count + 1 - (left.count - 1))
    }

    @Test func theDailyBackupIsMadeOnceADayAndAFailureIsSaidOnce() async throws {
        let (b, path) = try await Self.filled()
        let folder = SQLiteBackup.defaultFolder(forDatabase: path)
        let calendar = Calendar.plates(timeZone: TimeZone(identifier: "UTC")!)
        let morning = Clock.date("2026-11-21 08:00")
        guard case .made = AutoBackup.run(b.store.database, folder: folder, now: morning, calendar: calendar) else {
            Issue.record("no backup the first time")
            return
        }
        #expect(AutoBackup.run(b.store.database, folder: folder, now: morning.addingTimeInterval(3600), calendar: calendar) == .notDue)
        guard case .made = AutoBackup.run(b.store.database, folder: folder, now: morning.addingTimeInterval(86_400), calendar: calendar) else {
            Issue.record("no backup the next day")
            return
        }
        // A folder that cannot be made (a file has its name): said once, then not again; logging is untouched.
        let blocked = TempDirectory.make().appendingPathComponent("file").path
        try "x".write(toFile: blocked, atomically: true, encoding: .utf8)
        guard case .failed(let message, new: true) = AutoBackup.run(b.store.database, folder: blocked, now: morning, calendar: calendar) else {
            Issue.record("the failure was not said")
            return
        }
        #expect(message.contains("The daily backup to \(blocked) failed") && message.contains("plates backup tries again"))
        // Said once, though its words name another file the next time.
        guard case .failed(_, new: false) = AutoBackup.run(b.store.database, folder: blocked, now: morning.addingTimeInterval(60), calendar: calendar) else {
            Issue.record("the failure was said again")
            return
        }
        _ = try await b.logSets([SetDraft(exerciseId: try await b.listExercises()[0].id, weight: 50, weightUnit: .kg, reps: 5, date: morning)])
        // A success forgets it: the next failure is said again.
        guard case .made = AutoBackup.run(b.store.database, folder: folder, now: morning.addingTimeInterval(2 * 86_400), calendar: calendar) else {
            Issue.record("no backup on the third day")
            return
        }
        guard case .failed(_, new: true) = AutoBackup.run(b.store.database, folder: blocked, now: morning, calendar: calendar) else {
            Issue.record("the failure after a success was not said")
            return
        }
    }
}
