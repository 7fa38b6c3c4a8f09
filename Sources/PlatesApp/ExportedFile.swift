import Foundation
import PlatesCore

/// An export file's text, as `plates import` and the settings screen's import read it.
public enum ExportedFile {
    /// The file as UTF-8 text (Latin-1 when it is not valid UTF-8, as older exports can be);
    /// refuses binary files, and anything but a regular file of at most `maxBytes` (a device such as
    /// /dev/zero, or a FIFO, would never end). `~` is expanded.
    public static func read(_ path: String, maxBytes: Int = 512 << 20) throws(PlatesError) -> String {
        let expanded = (path as NSString).expandingTildeInPath
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

    /// The text of a file's bytes: UTF-8 (a byte-order mark is dropped later), UTF-16 with or
    /// without a byte-order mark (a spreadsheet's "Unicode text"), else Latin-1. Bytes
    /// that are none of these (NULs in no UTF-16 pattern) are binary.
    public static func decode(_ data: Data, path: String) throws(PlatesError) -> String {
        if let utf16 = utf16Encoding(data) {
            guard let text = String(data: data, encoding: utf16) else {
                throw .validation(
                    "Nothing was imported. \(path) looks like UTF-16 text but does not decode: save it as CSV UTF-8 (in a spreadsheet: Save As → CSV UTF-8).")
            }
            return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        }
        if data.prefix(8192).contains(0) { throw .validation("Nothing was imported. \(path) is not a text file (it holds binary data).") }
        if let text = String(data: data, encoding: .utf8) { return text }
        if let text = String(data: data, encoding: .isoLatin1) { return text }
        throw .validation("Nothing was imported. \(path) is not UTF-8 text.")
    }

    /// UTF-16 by its byte-order mark, or by text whose every other byte is 0 (ASCII in UTF-16).
    static func utf16Encoding(_ data: Data) -> String.Encoding? {
        let head = [UInt8](data.prefix(4096))
        if head.starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian }
        if head.starts(with: [0xFE, 0xFF]) { return .utf16BigEndian }
        guard head.count >= 4, head.count % 2 == 0 else { return nil }
        let even = stride(from: 0, to: head.count, by: 2).filter { head[$0] == 0 }.count
        let odd = stride(from: 1, to: head.count, by: 2).filter { head[$0] == 0 }.count
        let pairs = head.count / 2
        if odd * 10 >= pairs * 9, even == 0 { return .utf16LittleEndian }
        if even * 10 >= pairs * 9, odd == 0 { return .utf16BigEndian }
        return nil
    }
}
