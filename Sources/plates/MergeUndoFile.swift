import Foundation
import PlatesCore
import PlatesFiles

/// The command line has no `u`: a merge's answer (what it moved, the names and routines it
/// changed) is kept in a file, and `plates exercise unmerge FILE` takes the merge back with it.
/// One file a merge, in `undo/` beside the database (as its backups are in `backups/`; for a
/// server's account, beside the default database, in `$XDG_DATA_HOME/plates/`); the undo removes
/// its file.
enum MergeUndoFile {
    /// `undo/` beside the `--db` file, else in `$XDG_DATA_HOME/plates/`.
    static func folder(db: String?) -> String {
        let base = db.map { (($0 as NSString).expandingTildeInPath as NSString).deletingLastPathComponent } ?? DatabaseLocation.dataDirectory()
        return ((base.isEmpty ? "." : base) as NSString).appendingPathComponent("undo")
    }

    /// Writes `merge` and answers the file's path (`merge-20261129-130501-flat-bench.json`).
    static func save(_ merge: ExerciseMergeResult, in folder: String, at now: Date, calendar: Calendar) throws(PlatesError) -> String {
        let source = merge.undo?.source.name ?? merge.exercise.name
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: now)
        let stamp = String(format: "%04d%02d%02d-%02d%02d%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
        let path = folder + "/merge-\(stamp)-\(slug(source)).json"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try WireCoding.encoder(pretty: true).encode(merge).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .internal("the merge is done, but what takes it back could not be written to \(path): \(error.localizedDescription)")
        }
        return path
    }

    /// The merge `path` holds, with a message a person can act on for a file that is not one.
    static func read(_ path: String, folder: String) throws(PlatesError) -> ExerciseMergeResult {
        guard FileManager.default.fileExists(atPath: path) else {
            throw .validation(
                "\(path) is not there (a merge taken back removes its file): give the file plates exercise merge named (in \(folder)).",
                field: "file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .validation("\(path) cannot be read: give the file plates exercise merge named (in \(folder)).", field: "file")
        }
        do {
            let merge = try WireCoding.decoder().decode(ExerciseMergeResult.self, from: data)
            guard merge.undo != nil else { throw PlatesError.validation("no undo", field: "file") }
            return merge
        } catch {
            throw .validation("\(path) is not a merge to take back: give the file plates exercise merge named (in \(folder)).", field: "file")
        }
    }

    /// The exercise's name as a file name's part: letters and digits, `-` between words.
    static func slug(_ name: String) -> String {
        let words = name.lowercased().split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        let joined = words.joined(separator: "-")
        return joined.isEmpty ? "exercise" : String(joined.prefix(40))
    }
}
