import ArgumentParser
import Foundation
import PlatesCore
import PlatesStore

/// `plates restore FILE`: puts a backup back in place of the database, after saying what each
/// holds, asking, and backing the database up first (docs/backups.md).
struct RestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore", abstract: "Replace the database with a backup (the database is backed up first).",
        discussion: """
            Shows what the backup and the database hold, asks, backs the database up into its backups/ \
            folder, then copies the backup in (safe while Plates runs elsewhere: it sees the restored data). \
            A backup an older Plates made is brought up to date. A Plates export (JSON or CSV) goes in with \
            plates import FILE instead.

              plates restore ~/.local/share/plates/backups/plates-2026-11-24-190512.sqlite
              plates --db ~/gym.sqlite restore backup.sqlite --yes
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The backup to restore (a plates-….sqlite file).", valueName: "file"))
    var file: String

    @Flag(help: "Do not ask.")
    var yes = false

    func run() async throws {
        let choice = try global.validated()
        do throws(PlatesError) {
            let path = try BackupCommand.localDatabase(choice, mustExist: false)
            let source = (file as NSString).expandingTildeInPath
            guard FileManager.default.fileExists(atPath: source) else { throw .notFound(what: "No file at \(source).", id: "") }
            guard (source as NSString).standardizingPath != (path as NSString).standardizingPath else {
                throw .validation("\(source) is the database itself: name a backup of it.", field: "file")
            }
            let incoming = try Self.summary(of: source)
            Output.line("Backup    \(Self.describe(incoming))  (\(Output.clean(source)))")
            let exists = FileManager.default.fileExists(atPath: path)
            Output.line("Database  " + (exists ? "\(Self.describe(try SQLiteRestore.summary(of: path)))  (\(path))" : "none yet at \(path)"))
            Output.flush()
            guard yes || Self.confirmed() else {
                Output.line("Nothing changed.")
                return
            }
            let database = try SQLiteDatabase(path: path, connections: .local)
            if exists {
                let made = try SQLiteBackup.write(
                    database, toFolder: BackupFolder.folder(forDatabase: path, override: choice.backupDir), now: Date(), calendar: .plates())
                Output.line("Backed up the database first: \(Output.clean(made.path))")
            }
            try SQLiteRestore.restore(source, into: database)
            // Opened again: a backup from an older Plates is migrated, as any database is.
            _ = try SQLiteDatabase(path: path, connections: .local)
            Output.line("Restored: \(Self.describe(try SQLiteRestore.summary(of: path)))")
            Output.flush()
        } catch {
            Output.error(error.message)
            throw ExitCode(1)
        }
    }

    /// The backup's summary; a Plates export or another file is named for what it is.
    static func summary(of source: String) throws(PlatesError) -> SQLiteRestore.Summary {
        do {
            return try SQLiteRestore.summary(of: source)
        } catch .decoding(let message) {
            let start = (try? FileHandle(forReadingFrom: URL(fileURLWithPath: source)).readData(ofLength: 64)).map { String(decoding: $0, as: UTF8.self) }
            if let start, start.hasPrefix("{") || start.hasPrefix("record_type") || start.hasPrefix("\u{FEFF}record_type") {
                throw .validation("\(source) is a Plates export, not a backup: plates import \(source) adds what it holds.", field: "file")
            }
            throw .decoding(message)
        }
    }

    /// `1,204 sets from 2025-01-03 to 2026-11-24, 23 exercises (2 your own), 12 weigh-ins`.
    static func describe(_ s: SQLiteRestore.Summary) -> String {
        let calendar = Calendar.plates()
        var sets = BackupCommand.count(s.sets, "set")
        if let first = s.firstSet, let last = s.lastSet {
            sets += " from \(DateText.day(first, calendar: calendar)) to \(DateText.day(last, calendar: calendar))"
        }
        return "\(sets), \(BackupCommand.count(s.exercises, "exercise")) (\(s.customExercises) your own), \(BackupCommand.count(s.bodyWeight, "weigh-in"))"
    }

    static func confirmed() -> Bool {
        FileHandle.standardError.write(Data("Replace the database with the backup? It is backed up first. [y/N] ".utf8))
        let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
        return answer == "y" || answer == "yes"
    }
}
