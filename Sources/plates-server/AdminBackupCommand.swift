import ArgumentParser
import Foundation
import PlatesCore
import PlatesServer
import PlatesStore

/// `plates-server admin backup --to DIR`: a checked copy of a SQLite server's file, every account
/// in it, while the server serves (SQLite's online backup; docs/backups.md). PostgreSQL has its
/// own tools: docs/deploy.md.
struct AdminBackupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup", abstract: "Back up a SQLite server's file while it serves (PostgreSQL: pg_dump, docs/deploy.md).")

    @OptionGroup var storage: StorageOptions

    @Option(help: ArgumentHelp("The folder to write the backup to (created if missing).", valueName: "folder"))
    var to: String

    func run() async throws {
        do throws(PlatesError) {
            guard case .sqlite(let path, _) = storage.location() else {
                throw .validation("This server keeps its data in PostgreSQL: back it up with pg_dump (docs/deploy.md, Backups).")
            }
            guard FileManager.default.fileExists(atPath: path) else { throw .notFound(what: "No server database at \(path).", id: "") }
            let database = try SQLiteDatabase(path: path, connections: .local)
            defer { try? database.close() }
            let made = try SQLiteBackup.write(database, toFolder: (to as NSString).expandingTildeInPath, now: Date(), calendar: .plates())
            let kb = max(1, (made.bytes + 1023) / 1024)
            let holds = "\(made.sets) sets, \(made.exercises) exercises, \(made.bodyWeight) weigh-ins of every account, \(kb) KB"
            print("Backed up \(holds), to \(made.path) (checked)")
            if !made.removed.isEmpty { print("Removed \(made.removed.count) older backup\(made.removed.count == 1 ? "" : "s"): 7 daily and 4 weekly are kept") }
        } catch {
            FileHandle.standardError.write(Data("plates-server: \(error.message)\n".utf8))
            throw ExitCode(1)
        }
    }
}
