import Foundation

/// An export file's bytes as text, wherever they come from (a path, an upload to `POST /import`).
public enum ImportBytes {
    /// UTF-8 (a byte-order mark is dropped later), UTF-16 with or without a byte-order mark (a
    /// spreadsheet's "Unicode text"), else Windows-1252, as a file saved by Excel on Windows is
    /// (its curly quotes and dashes are control characters in Latin-1: ‘Farmer’s Walk’ lost its
    /// apostrophe), else Latin-1 (the five bytes Windows-1252 leaves undefined). Bytes that are none
    /// of these (NULs in no UTF-16 pattern) are binary. `name` is how messages call the file.
    public static func decode(_ data: Data, name: String) throws(PlatesError) -> String {
        if let utf16 = utf16Encoding(data) {
            guard let text = String(data: data, encoding: utf16) else {
                throw .validation(
                    "Nothing was imported. \(name) looks like UTF-16 text but does not decode: save it as CSV UTF-8 (in a spreadsheet: Save As → CSV UTF-8).")
            }
            return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        }
        if data.prefix(8192).contains(0) { throw .validation("Nothing was imported. \(name) is not a text file (it holds binary data).") }
        if let text = String(data: data, encoding: .utf8) { return text }
        if let text = String(data: data, encoding: .windowsCP1252) { return text }
        if let text = String(data: data, encoding: .isoLatin1) { return text }
        throw .validation("Nothing was imported. \(name) is not UTF-8 text.")
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
