import ArgumentParser
import Foundation
import PlatesCore
import PlatesFiles
import PlatesStore

/// `plates restore FILE`: puts a backup, or a Plates export, back in place of the database, after
/// saying what each holds, asking, and backing the database up first (docs/backups.md).
struct RestoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore", abstract: "Replace the database with a backup or a Plates export (the database is backed up first).",
        discussion: """
            Shows what the backup and the database hold, asks, backs the database up into its backups \
            folder, then copies the backup in (safe while Plates runs elsewhere: it sees the restored data). \
            A backup an older Plates made is brought up to date. A Plates export (plates export, JSON or CSV) \
            replaces the database the same way; to add an export's sets to what you have, use plates import.

              plates restore ~/.local/share/plates/backups/plates-2026-11-24-190512.sqlite
              plates --db ~/gym.sqlite restore backup.sqlite --yes
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The backup (a plates-….sqlite file) or Plates export to restore.", valueName: "file"))
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
            let export = Self.isExport(source)
            // An export becomes a database of its own first: then it restores as a backup does.
            let copy = export ? try await Self.database(fromExport: source) : source
            defer { if export { try? FileManager.default.removeItem(atPath: (copy as NSString).deletingLastPathComponent) } }
            let incoming = try SQLiteRestore.summary(of: copy)
            Output.line("\(export ? "Export  " : "Backup  ")  \(Self.describe(incoming))  (\(Output.clean(source)))")
            let exists = FileManager.default.fileExists(atPath: path)
            Output.line("Database  " + (exists ? "\(Self.describe(try SQLiteRestore.summary(of: path)))  (\(path))" : "none yet at \(path)"))
            Output.flush()
            guard yes || Self.confirmed() else {
                Output.line("Nothing changed.")
                return
            }
            let database = try SQLiteDatabase(path: path, connections: .local)
            let folder = exists ? BackupFolder.folder(forDatabase: path, override: choice.backupDir) : nil
            if let made = try SQLiteRestore.replace(database, with: copy, backingUpInto: folder, now: Date(), calendar: .plates()) {
                Output.line("Backed up the database first: \(Output.clean(made.path))")
            }
            Output.line("Restored: \(Self.describe(try SQLiteRestore.summary(of: path)))")
            Output.flush()
        } catch {
            Output.error(error.message)
            throw ExitCode(1)
        }
    }

    /// Whether `source` starts like a Plates export (JSON, or CSV with `record_type`).
    static func isExport(_ source: String) -> Bool {
        guard let head = try? FileHandle(forReadingFrom: URL(fileURLWithPath: source)).readData(ofLength: 64) else { return false }
        let start = String(decoding: head, as: UTF8.self).drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        return start.hasPrefix("{") || start.hasPrefix("record_type")
    }

    /// The export imported into a new database (the base catalogue, then every exercise, set,
    /// weigh-in, workout and routine with their ids), copied as a checked backup: what restores.
    static func database(fromExport source: String) async throws(PlatesError) -> String {
        let text: String
        do { text = try String(contentsOfFile: source, encoding: .utf8) } catch { throw .validation("Cannot read \(source) as UTF-8 text.", field: "file") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plates-restore-\(UUID().uuidString)").path
        do { try PrivateFiles.createFolders(folder) } catch { throw .validation("Plates \(error.description).", field: "file") }
        let environment = PlatesEnvironment()
        do {
            let staging = try SQLiteBackend(path: folder + "/staging.sqlite", environment: environment)
            _ = try await Importer.run(Importer.Request(text: text, format: .plates), into: staging, environment: environment)
            return try SQLiteBackup.write(staging.store.database, toFolder: folder, now: Date(), calendar: .plates()).path
        } catch {
            try? FileManager.default.removeItem(atPath: folder)  // a broken export leaves nothing behind
            throw error
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
