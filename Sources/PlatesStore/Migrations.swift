import Foundation
import GRDB
import PlatesCore

/// Versioned schema migrations. Each one runs once, in a transaction; never edit a shipped one:
/// add the next.
enum Migrations {
    static var migrator: DatabaseMigrator {
        var m = DatabaseMigrator()
        // Timestamps are INTEGER Unix milliseconds (UTC): exact round trips, fast range scans.
        // In sqlite3: datetime(date / 1000, 'unixepoch').
        m.registerMigration("v1: exercises, sets, body weight, profile") { db in
            try db.execute(sql: """
                CREATE TABLE exercise (
                    id TEXT PRIMARY KEY NOT NULL,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL,
                    muscle_group TEXT NOT NULL,
                    exercise_type TEXT NOT NULL,
                    default_pr_reps INTEGER NOT NULL DEFAULT 1,
                    is_base INTEGER NOT NULL DEFAULT 0,
                    uses_body_weight INTEGER NOT NULL DEFAULT 0,
                    pinned_note TEXT,
                    created_at INTEGER NOT NULL
                );
                CREATE UNIQUE INDEX exercise_name_key ON exercise(name_key);

                CREATE TABLE workout_set (
                    id TEXT PRIMARY KEY NOT NULL,
                    exercise_id TEXT NOT NULL REFERENCES exercise(id) ON DELETE RESTRICT,
                    weight REAL,
                    weight_unit TEXT,
                    weight_kg REAL,
                    reps INTEGER,
                    duration INTEGER,
                    distance REAL,
                    distance_unit TEXT,
                    kind TEXT NOT NULL DEFAULT 'normal',
                    rpe REAL,
                    date INTEGER NOT NULL,
                    notes TEXT,
                    created_at INTEGER NOT NULL
                );
                -- Last set, last session and history of one exercise.
                CREATE INDEX set_by_exercise_date ON workout_set(exercise_id, date DESC);
                -- Records: heaviest first within an exercise, then most reps (body-weight ties).
                CREATE INDEX set_by_exercise_weight ON workout_set(exercise_id, weight_kg DESC, reps DESC, date);
                -- Dashboard and history pages: newest first across exercises.
                CREATE INDEX set_by_date ON workout_set(date DESC);

                CREATE TABLE body_weight (
                    id TEXT PRIMARY KEY NOT NULL,
                    weight REAL NOT NULL,
                    unit TEXT NOT NULL,
                    date INTEGER NOT NULL,
                    notes TEXT
                );
                CREATE INDEX body_weight_by_date ON body_weight(date DESC);

                CREATE TABLE profile (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    unit TEXT NOT NULL DEFAULT 'kg',
                    goal_weight REAL,
                    goal_weight_unit TEXT,
                    default_pr_reps INTEGER NOT NULL DEFAULT 1
                );
                INSERT INTO profile (id) VALUES (1);
                """)
            // The base catalogue, seeded by this migration and so exactly once.
            for e in BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt) {
                try RowMapping.insert(e, db)
            }
        }
        return m
    }
}
