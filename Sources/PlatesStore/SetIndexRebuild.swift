import GRDB

/// A large import into a smaller file writes its sets without the set table's secondary indexes
/// and its per-lift counts' insert trigger, and builds both again once the sets are in, inside the
/// import's transaction.
///
/// Five of the six secondary indexes order sets by lift, weight, reps or workout before time, so
/// each new set lands on a random page of each. Past ~50,000 sets they outgrow the import's 32 MB
/// page cache, and every insert then reads back pages spilled to the WAL: 100,000 sets took 7 s
/// to insert. Built again from the
/// table, an index is one sort. The counts (`set_tally`, kept by triggers) are counted again from
/// the table: the trigger was a third of what is left of an insert. An import smaller than what
/// is stored keeps both (building them again would cost more than it saves).
///
/// The statements are read back from the schema, so every index comes back exactly as the
/// migrations made it (partial ones with their WHERE); a failed import rolls back the drop with
/// everything else. Readers keep their snapshot until the commit, which holds the same indexes.
enum SetIndexRebuild {
    /// Sets an import must add, at least, for the indexes to be dropped.
    static let minimumSets = 10_000

    /// What was dropped, to make again.
    struct Dropped {
        var statements: [String] = []
        /// Whose counts to count again.
        var owner: String?
    }

    /// Drops the set table's secondary indexes and the counts' insert trigger when `adding` sets
    /// outnumber those stored (every owner's), and answers what makes them again (nothing when
    /// they were kept).
    static func dropIfWorthIt(_ db: Database, adding: Int, owner: String) throws -> Dropped {
        let stored = try Int.fetchOne(db, sql: "SELECT COALESCE(SUM(sets), 0) FROM set_tally") ?? 0
        guard adding >= minimumSets, adding > stored else { return Dropped() }
        let dropped = try Row.fetchAll(
            db,
            sql: """
                SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'workout_set' AND sql IS NOT NULL
                    AND (type = 'index' OR (type = 'trigger' AND name = 'set_tally_insert')) ORDER BY type, name
                """)
        for row in dropped {
            let type: String = row["type"]
            let name: String = row["name"]
            try db.execute(sql: "DROP \(type == "index" ? "INDEX" : "TRIGGER") \(name.quotedDatabaseIdentifier)")
        }
        return Dropped(statements: dropped.map { $0["sql"] }, owner: owner)
    }

    /// Makes again what `dropIfWorthIt` dropped, and counts `owner`'s sets of each lift again.
    static func restore(_ dropped: Dropped, _ db: Database) throws {
        for sql in dropped.statements { try db.execute(sql: sql) }
        guard let owner = dropped.owner else { return }
        try db.execute(sql: "DELETE FROM set_tally WHERE user_id = ?", arguments: [owner])
        try db.execute(
            sql:
                "INSERT INTO set_tally (user_id, exercise_id, sets) SELECT user_id, exercise_id, COUNT(*) FROM workout_set WHERE user_id = ? GROUP BY exercise_id",
            arguments: [owner])
    }
}
