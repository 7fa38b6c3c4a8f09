import ArgumentParser
import Foundation
import PlatesCore
import PlatesFiles
import PlatesHTTP
import PlatesStore

/// `plates backup [--to DIR]`: a checked copy of the local database, safe while the TUI or
/// another `plates` writes (docs/backups.md).
struct BackupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup", abstract: "Write a checked copy of the database (safe while Plates runs).",
        discussion: """
            The copy is SQLite's online backup, checked (integrity, and what it holds) before it takes \
            its name, plates-YYYY-MM-DD-HHMMSS.sqlite. The folder keeps the newest of each of the last \
            7 days and of the last 4 weeks; other files in it are never touched. The folder is --to, else \
            --backup-dir, else the one chosen in Settings (Backups folder), else backups/ beside the \
            database ($XDG_DATA_HOME/plates/backups).

              plates backup                    into the default folder
              plates backup --to /mnt/nas/plates
            """)

    @OptionGroup var global: GlobalOptions

    @Option(help: ArgumentHelp("The folder to write the backup to (created if missing).", valueName: "folder"))
    var to: String?

    func run() async throws {
        let choice = try global.validated()
        do throws(PlatesError) {
            let path = try Self.localDatabase(choice)
            let database = try SQLiteDatabase(path: path, connections: .local)
            let folder = BackupFolder.folder(forDatabase: path, override: to ?? choice.backupDir)
            let made = try SQLiteBackup.write(database, toFolder: folder, now: Date(), calendar: .plates())
            Output.line("Backed up \(Self.describe(made)) to \(Output.clean(made.path)) (checked)")
            if !made.removed.isEmpty {
                Output.line("Removed \(Self.count(made.removed.count, "older backup")): 7 daily and 4 weekly are kept")
            }
            Output.flush()
        } catch {
            Output.error(error.message)
            throw ExitCode(1)
        }
    }

    /// The local database the options name; a demo or a server account has none to copy.
    static func localDatabase(_ choice: BackendChoice, mustExist: Bool = true) throws(PlatesError) -> String {
        if choice.demo { throw .validation("Demo data lives in memory: there is nothing to \(mustExist ? "back up" : "restore into").") }
        let credentials = choice.db == nil ? try CredentialsFile(path: CredentialsFile.defaultPath()).load() : nil
        if let server = choice.server ?? credentials?.server {
            throw .validation(
                "Your data is on the Plates server \(server): `plates export --format json --output FILE` keeps a copy of yours.")
        }
        let path = choice.db.map { ($0 as NSString).expandingTildeInPath } ?? DatabaseLocation.defaultPath()
        guard !mustExist || FileManager.default.fileExists(atPath: path) else {
            throw .notFound(what: "No database at \(path): nothing to back up.", id: "")
        }
        return path
    }

    /// `1,204 sets, 23 exercises, 12 weigh-ins, 388 KB`.
    static func describe(_ made: SQLiteBackup.Made) -> String {
        let kb = max(1, (made.bytes + 1023) / 1024)
        return "\(count(made.sets, "set")), \(count(made.exercises, "exercise")), \(count(made.bodyWeight, "weigh-in")), \(kb) KB"
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
