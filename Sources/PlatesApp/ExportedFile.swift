import Foundation
import PlatesCore

/// An export file's text, as `plates import` and the settings screen's import read it.
public enum ExportedFile {
    /// The file as UTF-8 text (Latin-1 when it is not valid UTF-8, as older exports can be);
    /// refuses binary files. `~` is expanded.
    public static func read(_ path: String) throws(PlatesError) -> String {
        let expanded = (path as NSString).expandingTildeInPath
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: expanded)) } catch {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: expanded, isDirectory: &isFolder)
            throw .validation("Cannot read \(path): \(!exists ? "no such file" : isFolder.boolValue ? "it is a folder" : "permission denied").")
        }
        if data.prefix(8192).contains(0) { throw .validation("Nothing was imported. \(path) is not a text file (it holds binary data).") }
        if let text = String(data: data, encoding: .utf8) { return text }
        if let text = String(data: data, encoding: .isoLatin1) { return text }
        throw .validation("Nothing was imported. \(path) is not UTF-8 text.")
    }
}
