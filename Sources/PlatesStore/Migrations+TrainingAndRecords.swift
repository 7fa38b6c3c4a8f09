import Foundation
import GRDB
import PlatesCore

extension Migrations {
    /// v6–v15: progress rows, import names, bar and plates, rest timer, workouts and routines,
    /// records of every kind of set, the weekly goal.
    static func registerTrainingAndRecords(_ m: inout DatabaseMigrator) {
        // The progress series reads one row per training day (SQLiteStore+ProgressDays).
        // Local days need the reader's time zone, which a migration does not know: the rows are
        // built per exercise by the first reader of its series, and by imports.
        m.registerMigration("v6: progress per exercise and local day") { db in
            try db.execute(
                sql: """
                    CREATE TABLE progress_day (
                        user_id TEXT NOT NULL,
                        exercise_id TEXT NOT NULL,
                        day INTEGER NOT NULL,
                        best1 REAL, best3 REAL, best5 REAL, best8 REAL, best10 REAL,
                        reps INTEGER NOT NULL,
                        PRIMARY KEY (user_id, exercise_id, day)
                    ) WITHOUT ROWID;
                    CREATE TABLE progress_zone (
                        user_id TEXT NOT NULL,
                        exercise_id TEXT NOT NULL,
                        zone TEXT NOT NULL,
                        PRIMARY KEY (user_id, exercise_id)
                    ) WITHOUT ROWID;
                    """)
        }
        // Names an import was told to read as one of the user's exercises (`--map`),
        // kept so the next import of the same app's file reads them the same way.
        m.registerMigration("v7: import name mappings") { db in
            try db.execute(
                sql: """
                    CREATE TABLE exercise_alias (
                        user_id TEXT NOT NULL,
                        name_key TEXT NOT NULL,
                        exercise_id TEXT NOT NULL,
                        PRIMARY KEY (user_id, name_key)
                    ) WITHOUT ROWID;
                    """)
        }
        // The plate calculator's bar and plates per unit (nil: the standard ones).
        m.registerMigration("v8: bar and plates") { db in
            try db.execute(
                sql: """
                    ALTER TABLE profile ADD COLUMN bar_kg REAL;
                    ALTER TABLE profile ADD COLUMN plates_kg TEXT;
                    ALTER TABLE profile ADD COLUMN bar_lb REAL;
                    ALTER TABLE profile ADD COLUMN plates_lb TEXT;
                    """)
        }
        // The rest timer: an exercise's own rest (nil: the default for its kind of lift) and
        // the alarm at zero (nil: bell and flash).
        m.registerMigration("v9: rest timer") { db in
            try db.execute(
                sql: """
                    ALTER TABLE exercise ADD COLUMN rest_seconds INTEGER;
                    ALTER TABLE profile ADD COLUMN rest_alert TEXT;
                    """)
        }
        // Workouts and routines (SPEC 8). A set names its workout; a routine's entries are one
        // JSON document (read and written whole).
        m.registerMigration("v10: workouts and routines") { db in
            try db.execute(
                sql: """
                    ALTER TABLE workout_set ADD COLUMN workout_id TEXT;
                    CREATE INDEX set_by_workout ON workout_set(user_id, workout_id, date) WHERE workout_id IS NOT NULL;
                    CREATE TABLE workout (
                        user_id TEXT NOT NULL,
                        id TEXT PRIMARY KEY NOT NULL,
                        name TEXT NOT NULL,
                        notes TEXT,
                        started_at INTEGER NOT NULL,
                        finished_at INTEGER,
                        routine_id TEXT,
                        created_at INTEGER NOT NULL
                    );
                    CREATE INDEX workout_by_start ON workout(user_id, started_at DESC);
                    CREATE INDEX workout_open ON workout(user_id, started_at DESC) WHERE finished_at IS NULL;
                    CREATE TABLE routine (
                        user_id TEXT NOT NULL,
                        id TEXT PRIMARY KEY NOT NULL,
                        name TEXT NOT NULL,
                        name_key TEXT NOT NULL,
                        notes TEXT,
                        entries TEXT NOT NULL,
                        created_at INTEGER NOT NULL,
                        UNIQUE (user_id, name_key)
                    );
                    """)
        }
        // A workout's and a routine's id are unique per owner, like a set's on PostgreSQL: on a
        // server, two accounts importing one Plates export (its ids kept) collided.
        m.registerMigration("v11: workout and routine ids per owner") { db in
            try db.execute(
                sql: """
                    CREATE TABLE workout_v11 (
                        user_id TEXT NOT NULL,
                        id TEXT NOT NULL,
                        name TEXT NOT NULL,
                        notes TEXT,
                        started_at INTEGER NOT NULL,
                        finished_at INTEGER,
                        routine_id TEXT,
                        created_at INTEGER NOT NULL,
                        PRIMARY KEY (user_id, id)
                    );
                    INSERT INTO workout_v11 SELECT user_id, id, name, notes, started_at, finished_at, routine_id, created_at FROM workout;
                    DROP TABLE workout;
                    ALTER TABLE workout_v11 RENAME TO workout;
                    CREATE INDEX workout_by_start ON workout(user_id, started_at DESC);
                    CREATE INDEX workout_open ON workout(user_id, started_at DESC) WHERE finished_at IS NULL;
                    CREATE TABLE routine_v11 (
                        user_id TEXT NOT NULL,
                        id TEXT NOT NULL,
                        name TEXT NOT NULL,
                        name_key TEXT NOT NULL,
                        notes TEXT,
                        entries TEXT NOT NULL,
                        created_at INTEGER NOT NULL,
                        PRIMARY KEY (user_id, id),
                        UNIQUE (user_id, name_key)
                    );
                    INSERT INTO routine_v11 SELECT user_id, id, name, name_key, notes, entries, created_at FROM routine;
                    DROP TABLE routine;
                    ALTER TABLE routine_v11 RENAME TO routine;
                    """)
        }
        // Records of timed holds and cardio, and weight records for every rep count to 20 (SPEC 9),
        // join the rows, built here for the sets already stored.
        m.registerMigration("v12: records of every kind of set") { db in
            // Rebuilding 20 rep targets walks each rep count's sets heaviest first (`walkRecords`).
            try db.execute(sql: "CREATE INDEX set_by_exercise_reps ON workout_set(user_id, exercise_id, reps, weight_kg DESC, date, created_at, id)")
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT e.user_id, e.id FROM exercise e
                    WHERE EXISTS (SELECT 1 FROM workout_set s WHERE s.user_id = e.user_id AND s.exercise_id = e.id)
                    """)
            for row in rows { try SQLiteStore.recomputeRecords(db, owner: row[0], exerciseId: row[1]) }
        }
        // The charts of e1RM, holds, pace and volume read per-day rows too. Rows built before lack
        // the new columns: every exercise's rows are dropped, and its first reader builds them again.
        m.registerMigration("v13: progress of e1RM, holds, pace and volume") { db in
            try db.execute(
                sql: """
                    ALTER TABLE progress_day ADD COLUMN e1rm REAL;
                    ALTER TABLE progress_day ADD COLUMN hold INTEGER;
                    ALTER TABLE progress_day ADD COLUMN pace REAL;
                    ALTER TABLE progress_day ADD COLUMN volume REAL;
                    DELETE FROM progress_zone;
                    DELETE FROM progress_day;
                    """)
        }
        // Sessions a week that keep the run of weeks going (null: 2).
        m.registerMigration("v14: weekly goal") { db in
            try db.execute(sql: "ALTER TABLE profile ADD COLUMN weekly_goal INTEGER")
        }
        // The best volume day before a date is a seek (the dashboard's recent best sessions,
        // `recentVolumes`), not a walk of the exercise's every day: 190 pages a lift at 1M sets.
        m.registerMigration("v15: progress days by volume") { db in
            try db.execute(sql: "CREATE INDEX progress_day_by_volume ON progress_day(user_id, exercise_id, volume DESC, day)")
        }
        // The set logged last (`plates set edit last`) is a seek, not a scan of every set (270 ms
        // at 1M sets). Its creation time alone: 15 bytes a set (the date and id as well would
        // be 60), the few sets logged at that time read from the table.
        m.registerMigration("v16: sets by creation") { db in
            try db.execute(sql: "CREATE INDEX set_by_creation ON workout_set(user_id, created_at)")
        }
    }
}
