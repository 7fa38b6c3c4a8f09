import Foundation
import PlatesCore
import PlatesFiles

/// Where a database's backups go (docs/backups.md): `--backup-dir` for one run, else the folder
/// chosen in Settings, else `backups/` beside the database. The choice is kept beside the
/// database (`plates.sqlite.backup-folder`) rather than in it: it is this machine's (a synced
/// folder, a mounted share), and a restore must not change where the next backup goes.
public enum BackupFolder {
    static func choiceFile(forDatabase path: String) -> String { path + ".backup-folder" }

    /// The folder chosen in Settings, if any.
    public static func chosen(forDatabase path: String) -> String? {
        guard let text = try? String(contentsOfFile: choiceFile(forDatabase: path), encoding: .utf8) else { return nil }
        let folder = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return folder.hasPrefix("/") ? folder : nil
    }

    /// Where backups of the database at `path` go.
    public static func folder(forDatabase path: String, override: String? = nil) -> String {
        override.map { ($0 as NSString).expandingTildeInPath } ?? chosen(forDatabase: path) ?? SQLiteBackup.defaultFolder(forDatabase: path)
    }

    /// Keeps `folder` as the database's choice (nil or blank: back to the default) once it is an
    /// absolute path (`~` allowed) to a folder Plates can create and write; answers the folder.
    public static func choose(_ folder: String?, forDatabase path: String) throws(PlatesError) -> String {
        let file = choiceFile(forDatabase: path)
        let given = folder?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !given.isEmpty else {
            try? FileManager.default.removeItem(atPath: file)
            return SQLiteBackup.defaultFolder(forDatabase: path)
        }
        let expanded = ((given as NSString).expandingTildeInPath as NSString).standardizingPath
        guard expanded.hasPrefix("/") else {
            throw .validation("‘\(given)’ is not a full path: write it from / (or ~/), e.g. ~/Sync/plates-backups.", field: "folder")
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: expanded, isDirectory: &isFolder), !isFolder.boolValue {
            throw .validation("\(expanded) is a file, not a folder.", field: "folder")
        }
        do {
            try PrivateFiles.createFolders(expanded)
        } catch {
            throw .validation("Plates \(error.description).", field: "folder")
        }
        guard FileManager.default.isWritableFile(atPath: expanded) else {
            throw .validation("Plates cannot write in \(expanded): choose a folder of yours.", field: "folder")
        }
        do {
            try (expanded + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        } catch {
            throw .validation("Cannot keep the choice beside the database (\(file)): \(error.localizedDescription)", field: "folder")
        }
        return expanded
    }
}

extension PlatesService: BackupRestoring where Store == SQLiteStore {
    public func backups(in folder: String, calendar: Calendar) -> [BackupFile] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let dated = names.compactMap { name in BackupRotation.date(ofFileName: name, calendar: calendar).map { (name, $0) } }
        return dated.sorted { $0.1 > $1.1 }.compactMap { name, made in
            let path = (folder as NSString).appendingPathComponent(name)
            guard let s = try? SQLiteRestore.summary(of: path) else { return nil }
            return BackupFile(path: path, made: made, sets: s.sets, customExercises: s.customExercises, bodyWeight: s.bodyWeight, lastSet: s.lastSet)
        }
    }

    public func restore(_ path: String, backingUpInto folder: String, calendar: Calendar) throws(PlatesError) -> String {
        try SQLiteRestore.replace(store.database, with: path, backingUpInto: folder, now: Date(), calendar: calendar)?.path ?? ""
    }

    public func backUpFirst(into folder: String?, calendar: Calendar) async throws(PlatesError) -> String? {
        guard try await store.sets(SetQuery(limit: 1)).total > 0 else { return nil }
        let into = folder ?? BackupFolder.folder(forDatabase: store.database.path, override: nil)
        return try SQLiteBackup.write(store.database, toFolder: into, now: Date(), calendar: calendar).path
    }
}

extension PlatesService: BackupFolderChoosing where Store == SQLiteStore {
    public func chooseBackupFolder(_ folder: String?, calendar: Calendar) throws(PlatesError) -> (folder: String, last: Date?) {
        let chosen = try BackupFolder.choose(folder, forDatabase: store.database.path)
        return (chosen, AutoBackup.last(in: chosen, calendar: calendar))
    }
}
