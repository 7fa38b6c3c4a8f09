import Foundation
import PlatesTestSupport
import Testing

/// Issue 7, part 7 (the SQLite side): a full disk, a read-only disk, a damaged file. `plates` says
/// what happened in words a person can act on, exits non-zero, writes nothing, and works again
/// once the cause is gone. The full and read-only disks are real tmpfs mounts when this process
/// may mount (root, as in CI); otherwise the full disk is a file-size limit (`ulimit -f`, the same
/// failed writes) and the read-only file is `chmod a-w`.
@Suite(.onTestThreads, .serialized) struct FailingStorageTests {
    /// A small tmpfs of its own, or nil when mounting is not allowed here.
    final class TinyDisk {
        let path: String
        init?(kilobytes: Int) {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("plates-tiny-\(UUID().uuidString)").path
            try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            guard getuid() == 0, (try? Spawn.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path]))?.status == 0 else {
                try? FileManager.default.removeItem(atPath: path)
                return nil
            }
        }
        func remount(readOnly: Bool) throws { _ = try Spawn.run("/bin/mount", ["-o", "remount,\(readOnly ? "ro" : "rw")", path]) }
        func fill() throws { _ = try Spawn.run("/bin/sh", ["-c", "dd if=/dev/zero of='\(path)/fill' bs=4k 2>/dev/null; true"]) }
        func free() { unlink("\(path)/fill") }
        deinit {
            _ = try? Spawn.run("/bin/umount", [path])
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    @Test func aFullDiskSaysSoAndLosesNothing() async throws {
        if let disk = TinyDisk(kilobytes: 1024) {
            let db = "\(disk.path)/plates.sqlite"
            #expect(try await PlatesProcess.run(["--db", db, "log", "bench 100x5"]).status == 0)
            try disk.fill()
            let full = try await PlatesProcess.run(["--db", db, "log", "bench 102.5x5"])
            #expect(full.status == 1 && full.stderr.contains("is full, nothing was saved"), "\(full.stderr)")
            disk.free()
            #expect(try PlatesProcess.sqlite(db, "SELECT group_concat(weight) FROM workout_set") == "100.0")
            #expect(try await PlatesProcess.run(["--db", db, "log", "bench 102.5x5"]).status == 0)
            #expect(try PlatesProcess.sqlite(db, "PRAGMA integrity_check") == "ok")
        } else {
            // No mount here: a file-size limit makes every write past 64 KB fail the same way.
            let db = PlatesProcess.tempDatabase()
            #expect(try await PlatesProcess.run(["--db", db, "log", "bench 100x5"]).status == 0)
            let limited = try Spawn.run(
                "/bin/sh",
                [
                    "-c",
                    "trap '' XFSZ; ulimit -f 128; exec '\(PlatesProcess.binary.path)' --db '\(db)' log --notes '\(String(repeating: "n", count: 400))' 'bench 102.5x5'",
                ])
            #expect(limited.status == 1 && !limited.stderr.isEmpty && !limited.stderr.contains("Fatal"), "\(limited.stderr)")
            #expect(try PlatesProcess.sqlite(db, "PRAGMA integrity_check") == "ok")
        }
    }

    @Test func aReadOnlyDiskOrFileSaysSo() async throws {
        let db: String
        let disk = TinyDisk(kilobytes: 2048)
        if let disk {
            db = "\(disk.path)/plates.sqlite"
            #expect(try await PlatesProcess.run(["--db", db, "log", "bench 100x5"]).status == 0)
            try disk.remount(readOnly: true)
        } else {
            db = PlatesProcess.tempDatabase()
            #expect(try await PlatesProcess.run(["--db", db, "log", "bench 100x5"]).status == 0)
            chmod(db, 0o444)
            chmod((db as NSString).deletingLastPathComponent, 0o555)
        }
        guard disk != nil || getuid() != 0 else { return }  // root ignores permissions: only a mount can refuse it
        let refused = try await PlatesProcess.run(["--db", db, "log", "bench 102.5x5"])
        #expect(refused.status == 1 && refused.stderr.contains("read-only"), "\(refused.stderr)")
        try disk?.remount(readOnly: false)
        #expect(try PlatesProcess.sqlite(db, "SELECT COUNT(*) FROM workout_set") == "1")
    }

    @Test func aDamagedFileIsNamedAndNothingCrashes() async throws {
        let db = PlatesProcess.tempDatabase()
        #expect(try await PlatesProcess.run(["--db", db, "log", "bench 100x5"]).status == 0)
        // Everything into the main file first (a -wal file left behind would still hold good pages,
        // and SQLite rightly reads them), then random bytes over everything after the header.
        _ = try PlatesProcess.sqlite(db, "PRAGMA wal_checkpoint(TRUNCATE)")
        unlink(db + "-wal")
        unlink(db + "-shm")
        let handle = try #require(FileHandle(forUpdatingAtPath: db))
        var random = SeededGenerator(seed: 5)
        try handle.seek(toOffset: 100)
        try handle.write(contentsOf: Data((0..<60_000).map { _ in UInt8.random(in: 0...255, using: &random) }))
        try handle.close()
        for command in [["sets"], ["log", "bench 100x5"], ["exercises"]] {
            let r = try await PlatesProcess.run(["--db", db] + command)
            #expect(
                r.status == 1 && r.stderr.contains("is damaged or not a Plates database"), "\(command): status \(r.status), \(r.stderr) \(r.stdout.prefix(300))"
            )
        }
        let notADatabase = PlatesProcess.tempDatabase()
        _ = FileManager.default.createFile(atPath: notADatabase, contents: Data("date,exercise\n2026-01-01,bench\n".utf8))
        let r = try await PlatesProcess.run(["--db", notADatabase, "sets"])
        #expect(r.status == 1 && r.stderr.contains("not a Plates database"), "\(r.stderr)")
        #expect(try String(contentsOfFile: notADatabase, encoding: .utf8).hasPrefix("date,exercise"), "the file was left as it was")
    }
}
