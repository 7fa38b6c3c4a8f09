import Foundation

/// Files that hold a person's training data or secrets (databases, the outbox, credentials) are
/// theirs alone: created 0600, in folders created 0700, from their first byte. A file created by
/// Foundation or SQLite takes the umask's mode (0644 here) and is readable by every user of the
/// machine until, if ever, it is changed. SQLite gives a database's `-wal` and `-shm` the mode of
/// the database file, so a database created 0600 keeps its journal private too.
public enum PrivateFiles {
    /// Creates the missing folders of `directory`, each 0700; folders that exist keep their mode.
    public static func createFolders(_ directory: String) throws(PlatesFileError) {
        guard !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) else { return }
        let parent = (directory as NSString).deletingLastPathComponent
        if parent != directory { try createFolders(parent) }
        if mkdir(directory, 0o700) != 0, errno != EEXIST {
            throw PlatesFileError(path: directory, action: "create the folder", code: errno)
        }
    }

    /// Creates `path` empty, 0600, unless it exists (SQLite opens an empty file as a new database).
    public static func createFileIfMissing(_ path: String) throws(PlatesFileError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if fd >= 0 {
            close(fd)
        } else if errno != EEXIST {
            throw PlatesFileError(path: path, action: "create", code: errno)
        }
    }

    /// Writes `data` to a new file at `path`, 0600 before the first byte, synced to disk: the
    /// temporary file of an atomic replace. Fails if `path` exists.
    public static func writeNew(_ data: Data, to path: String) throws(PlatesFileError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw PlatesFileError(path: path, action: "create", code: errno) }
        defer { close(fd) }
        var written = 0
        while written < data.count {
            let n = data.withUnsafeBytes { write(fd, $0.baseAddress! + written, data.count - written) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw PlatesFileError(path: path, action: "write", code: errno) }
            written += n
        }
        guard fsync(fd) == 0 else { throw PlatesFileError(path: path, action: "sync", code: errno) }
    }

    /// Takes group and other permissions off a database kept before files were created private,
    /// and off its `-wal` and `-shm`. Best effort: a file of another owner stays as it is.
    public static func restrictDatabase(_ path: String) {
        for file in [path, path + "-wal", path + "-shm"] {
            var info = stat()
            guard stat(file, &info) == 0, info.st_mode & 0o077 != 0 else { continue }
            _ = chmod(file, info.st_mode & 0o700)
        }
    }
}

/// A file operation that failed, with the system's reason.
public struct PlatesFileError: Error, CustomStringConvertible {
    public var path: String
    public var action: String
    public var code: Int32

    public var description: String { "cannot \(action) \(path): \(String(cString: strerror(code)))" }
}
