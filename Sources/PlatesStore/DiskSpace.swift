import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file system holding a database, to name the cause of SQLite's vaguer errors: a full disk
/// often reaches SQLite as a plain "disk I/O error" (a failed write or resize of the -wal and -shm
/// files), and a read-only one as "unable to open database file".
enum DiskSpace {
    /// Less than 256 KB free for an unprivileged user (SQLite needs room for at least a page, the
    /// -wal frame and the -shm index).
    static func isNearlyFull(holding path: String) -> Bool {
        var info = statvfs()
        let folder = (path as NSString).deletingLastPathComponent
        guard statvfs(folder.isEmpty ? "." : folder, &info) == 0 else { return false }
        return UInt64(info.f_bavail) * UInt64(info.f_frsize) < 256 * 1024
    }

    /// The file, or its folder, cannot be written: a read-only mount, or permissions.
    static func isReadOnly(holding path: String) -> Bool {
        var info = statvfs()
        let folder = (path as NSString).deletingLastPathComponent
        let place = folder.isEmpty ? "." : folder
        if statvfs(place, &info) == 0, info.f_flag & UInt(ST_RDONLY) != 0 { return true }
        return access(place, W_OK) != 0 || (access(path, F_OK) == 0 && access(path, W_OK) != 0)
    }
}
