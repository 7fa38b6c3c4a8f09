import PlatesCore
import PlatesStore

/// The local SQLite file at the end of a command or a session.
enum LocalDatabase {
    /// Closes `backend`'s file when it is a local one, so that the file alone holds every set
    /// (`SQLiteDatabase.close`). A failure does not stop the exit and loses nothing: the WAL stays
    /// beside the file, and the next open reads it.
    static func close(_ backend: any PlatesBackend) {
        guard let local = backend as? SQLiteBackend else { return }
        try? local.store.database.close()
    }
}
