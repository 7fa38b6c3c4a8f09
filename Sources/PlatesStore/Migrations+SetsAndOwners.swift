import Foundation
import GRDB
import PlatesCore

extension Migrations {
    /// v1–v5: exercises, sets, body weight and profile; rows owned by a user; the record and
    /// history indexes.
    static func registerSetsAndOwners(_ m: inout DatabaseMigrator) {
        // Timestamps are INTEGER Unix milliseconds (UTC): exact round trips, fast range scans.
        // In sqlite3: datetime(date / 1000, 'unixepoch').
        m.registerMigration("v1: exercises, sets, body weight, profile") { db in
            try db.execute(
                sql: """
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
                try db.execute(
                    sql: """
                        INSERT INTO exercise (id, name, name_key, muscle_group, exercise_type, default_pr_reps, is_base,
                                              uses_body_weight, pinned_note, created_at)
                        VALUES (?, ?, ?, ?, ?, ?, 1, ?, NULL, ?)
                        """,
                    arguments: [
                        e.id, e.name, Exercise.nameKey(e.name), e.muscleGroup.rawValue, e.exerciseType.rawValue,
                        e.defaultPRReps, e.usesBodyWeight, Millis(e.createdAt),
                    ])
            }
        }
        // Every row gets an owner, so one file can hold many users (the server). Existing rows
        // belong to the local owner "". Tables are rebuilt (SQLite cannot change a primary key);
        // foreign keys are checked once at the end (GRDB's deferred checks).
        m.registerMigration("v2: rows owned by a user") { db in
            try db.execute(
                sql: """
                    CREATE TABLE exercise_new (
                        user_id TEXT NOT NULL DEFAULT '',
                        id TEXT NOT NULL,
                        name TEXT NOT NULL,
                        name_key TEXT NOT NULL,
                        muscle_group TEXT NOT NULL,
                        exercise_type TEXT NOT NULL,
                        default_pr_reps INTEGER NOT NULL DEFAULT 1,
                        is_base INTEGER NOT NULL DEFAULT 0,
                        uses_body_weight INTEGER NOT NULL DEFAULT 0,
                        pinned_note TEXT,
                        created_at INTEGER NOT NULL,
                        PRIMARY KEY (user_id, id)
                    );
                    INSERT INTO exercise_new (id, name, name_key, muscle_group, exercise_type, default_pr_reps, is_base,
                                              uses_body_weight, pinned_note, created_at)
                        SELECT id, name, name_key, muscle_group, exercise_type, default_pr_reps, is_base,
                               uses_body_weight, pinned_note, created_at FROM exercise;

                    CREATE TABLE workout_set_new (
                        id TEXT PRIMARY KEY NOT NULL,
                        user_id TEXT NOT NULL DEFAULT '',
                        exercise_id TEXT NOT NULL,
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
                        created_at INTEGER NOT NULL,
                        FOREIGN KEY (user_id, exercise_id) REFERENCES exercise(user_id, id) ON DELETE RESTRICT
                    );
                    INSERT INTO workout_set_new (id, exercise_id, weight, weight_unit, weight_kg, reps, duration, distance,
                                                 distance_unit, kind, rpe, date, notes, created_at)
                        SELECT id, exercise_id, weight, weight_unit, weight_kg, reps, duration, distance,
                               distance_unit, kind, rpe, date, notes, created_at FROM workout_set;

                    CREATE TABLE body_weight_new (
                        id TEXT PRIMARY KEY NOT NULL,
                        user_id TEXT NOT NULL DEFAULT '',
                        weight REAL NOT NULL,
                        unit TEXT NOT NULL,
                        date INTEGER NOT NULL,
                        notes TEXT
                    );
                    INSERT INTO body_weight_new (id, weight, unit, date, notes) SELECT id, weight, unit, date, notes FROM body_weight;

                    CREATE TABLE profile_new (
                        user_id TEXT PRIMARY KEY NOT NULL,
                        unit TEXT NOT NULL DEFAULT 'kg',
                        goal_weight REAL,
                        goal_weight_unit TEXT,
                        default_pr_reps INTEGER NOT NULL DEFAULT 1
                    );
                    INSERT INTO profile_new (user_id, unit, goal_weight, goal_weight_unit, default_pr_reps)
                        SELECT '', unit, goal_weight, goal_weight_unit, default_pr_reps FROM profile;

                    DROP TABLE workout_set;
                    DROP TABLE exercise;
                    DROP TABLE body_weight;
                    DROP TABLE profile;
                    ALTER TABLE exercise_new RENAME TO exercise;
                    ALTER TABLE workout_set_new RENAME TO workout_set;
                    ALTER TABLE body_weight_new RENAME TO body_weight;
                    ALTER TABLE profile_new RENAME TO profile;

                    CREATE UNIQUE INDEX exercise_name_key ON exercise(user_id, name_key);
                    -- Last set, last session and history of one exercise.
                    CREATE INDEX set_by_exercise_date ON workout_set(user_id, exercise_id, date DESC);
                    -- Records: heaviest first within an exercise, then most reps (body-weight ties).
                    CREATE INDEX set_by_exercise_weight ON workout_set(user_id, exercise_id, weight_kg DESC, reps DESC, date);
                    -- Dashboard and history pages: newest first across exercises.
                    CREATE INDEX set_by_date ON workout_set(user_id, date DESC);
                    CREATE INDEX body_weight_by_date ON body_weight(user_id, date DESC);
                    """)
        }
        // Records of a plain exercise order by weight, then date (reps do not break ties), which
        // the weight index above (weight, reps, date) cannot serve without sorting every set tied
        // on the top weight: found by the server load test, where each log got slower.
        m.registerMigration("v3: record index by weight then date") { db in
            try db.execute(
                sql: """
                    CREATE INDEX set_by_exercise_weight_date ON workout_set(user_id, exercise_id, weight_kg DESC, date, created_at, id)
                    """)
        }
        // Records kept as rows, maintained on write (SQLiteStore+Records): logging a set no longer
        // walks the exercise's weight index for targets few sets reach (server load test: O(sets
        // of the exercise) per log). Filled here from the sets already stored.
        m.registerMigration("v4: record holders per exercise and target") { db in
            try db.execute(
                sql: """
                    CREATE TABLE exercise_record (
                        user_id TEXT NOT NULL,
                        exercise_id TEXT NOT NULL,
                        target_reps INTEGER NOT NULL,
                        set_id TEXT NOT NULL,
                        PRIMARY KEY (user_id, exercise_id, target_reps)
                    );
                    CREATE INDEX exercise_record_by_set ON exercise_record(user_id, set_id);
                    """)
            // The exercises as this migration's schema has them: `RowMapping` reads the columns
            // of the newest one (a v1 file met "no such column: rest_seconds" here).
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT e.user_id, e.id, e.name, e.muscle_group, e.exercise_type, e.default_pr_reps, e.is_base, e.uses_body_weight,
                           e.pinned_note, e.created_at
                    FROM exercise e WHERE EXISTS (SELECT 1 FROM workout_set s WHERE s.user_id = e.user_id AND s.exercise_id = e.id)
                    """)
            for row in rows {
                let exercise = Exercise(
                    id: row["id"], name: row["name"], muscleGroup: try StoredEnum.value(row["muscle_group"], "muscle_group"),
                    exerciseType: try StoredEnum.value(row["exercise_type"], "exercise_type"), defaultPRReps: row["default_pr_reps"],
                    isBase: row["is_base"], usesBodyWeight: row["uses_body_weight"], pinnedNote: row["pinned_note"],
                    createdAt: (row["created_at"] as Millis).date)
                try SQLiteStore.recomputeRecords(db, owner: row["user_id"], exercise: exercise, setColumns: RowMapping.setColumnsBeforeWorkouts)
            }
        }
        // No page of the history may count or skip through every set.
        // - `set_tally` keeps each exercise's set count, maintained by triggers in the writing
        //   transaction whatever the path (log, import, edit, delete): a page's total reads a few
        //   rows instead of counting (58 ms at 1M sets, measured by plates-bench).
        // - The history orders are whole indexes (date, created_at, id), so a page reads 50 index
        //   entries and a later page can continue after the last row it showed (SQLiteStore+Sets).
        // - One exercise's date index also carries what the progress series reads.
        m.registerMigration("v5: set counts per exercise, history order indexes") { db in
            try db.execute(
                sql: """
                    CREATE TABLE set_tally (
                        user_id TEXT NOT NULL,
                        exercise_id TEXT NOT NULL,
                        sets INTEGER NOT NULL,
                        PRIMARY KEY (user_id, exercise_id)
                    ) WITHOUT ROWID;
                    INSERT INTO set_tally (user_id, exercise_id, sets)
                        SELECT user_id, exercise_id, COUNT(*) FROM workout_set GROUP BY user_id, exercise_id;
                    CREATE TRIGGER set_tally_insert AFTER INSERT ON workout_set BEGIN
                        INSERT INTO set_tally (user_id, exercise_id, sets) VALUES (NEW.user_id, NEW.exercise_id, 1)
                            ON CONFLICT (user_id, exercise_id) DO UPDATE SET sets = sets + 1;
                    END;
                    CREATE TRIGGER set_tally_delete AFTER DELETE ON workout_set BEGIN
                        UPDATE set_tally SET sets = sets - 1 WHERE user_id = OLD.user_id AND exercise_id = OLD.exercise_id;
                    END;
                    CREATE TRIGGER set_tally_move AFTER UPDATE OF user_id, exercise_id ON workout_set
                    WHEN OLD.user_id IS NOT NEW.user_id OR OLD.exercise_id IS NOT NEW.exercise_id BEGIN
                        UPDATE set_tally SET sets = sets - 1 WHERE user_id = OLD.user_id AND exercise_id = OLD.exercise_id;
                        INSERT INTO set_tally (user_id, exercise_id, sets) VALUES (NEW.user_id, NEW.exercise_id, 1)
                            ON CONFLICT (user_id, exercise_id) DO UPDATE SET sets = sets + 1;
                    END;

                    DROP INDEX set_by_date;
                    CREATE INDEX set_by_date ON workout_set(user_id, date DESC, created_at DESC, id DESC);
                    DROP INDEX set_by_exercise_date;
                    -- Also covers the progress series (reps, weight, kind): an index-only scan, no row lookups.
                    CREATE INDEX set_by_exercise_date ON workout_set(user_id, exercise_id, date DESC, created_at DESC, id DESC,
                                                                     reps, weight_kg, kind);
                    """)
        }
    }
}
