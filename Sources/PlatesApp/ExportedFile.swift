import Foundation
import PlatesCore

/// An export file's text, as `plates import` and the settings screen's import read it.
public enum ExportedFile {
    /// The file as UTF-8 text (Latin-1 when it is not valid UTF-8, as older exports can be);
    /// refuses binary files, and anything but a regular file of at most `maxBytes` (a device such as
    /// /dev/zero, or a FIFO, would never end). `~` is expanded, and a path pasted as a terminal
    /// pastes a dropped file (quoted, escaped, `file://`) is read as that file (`DroppedPath`).
    public static func read(_ path: String, maxBytes: Int = 512 << 20) throws(PlatesError) -> String {
        let expanded = DroppedPath.resolve(path)
        var info = stat()
        guard stat(expanded, &info) == 0 else {
            throw .validation("Cannot read \(path): \(errno == ENOENT || errno == ENOTDIR ? "no such file" : String(cString: strerror(errno))).")
        }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw .validation("Cannot read \(path): it is a folder.") }
        if (info.st_mode & S_IFMT) != S_IFREG { throw .validation("Cannot read \(path): it is not a regular file (a device or a pipe).") }
        if Int(info.st_size) > maxBytes {
            throw .validation(
                "Nothing was imported. \(path) is \(Int(info.st_size) >> 20) MB: an export larger than \(maxBytes >> 20) MB is not a Plates file.")
        }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: expanded)) } catch {
            throw .validation("Cannot read \(path): permission denied.")
        }
        return try decode(data, path: path)
    }

    /// The text of a file's bytes (`ImportBytes.decode`).
    public static func decode(_ data: Data, path: String) throws(PlatesError) -> String {
        try ImportBytes.decode(data, name: path)
    }
}
