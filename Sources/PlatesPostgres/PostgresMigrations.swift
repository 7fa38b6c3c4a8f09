import Foundation
import PlatesCore
import PostgresNIO

/// Versioned schema migrations for PostgreSQL, recorded in `plates_migrations`. Each runs once, in
/// a transaction, under an advisory lock, so several servers starting together migrate once. Never
/// edit a shipped one: add the next. The schema matches the SQLite one after its v4 (one row per
/// user and id; timestamps BIGINT Unix milliseconds, integers BIGINT; records kept as rows).
public struct PostgresMigration: Sendable {
    public var id: String
    public var sql: String

    public init(_ id: String, _ sql: String) {
        self.id = id
        self.sql = sql
    }

    /// The training data: exercises, sets, record holders, body weight, profiles.
    public static let data: [PostgresMigration] = [
        PostgresMigration(
            "data v1: exercises, sets, records, body weight, profile",
            """
            CREATE TABLE exercise (
                user_id TEXT NOT NULL,
                id TEXT NOT NULL,
                name TEXT NOT NULL,
                name_key TEXT NOT NULL,
                muscle_group TEXT NOT NULL,
                exercise_type TEXT NOT NULL,
                default_pr_reps BIGINT NOT NULL DEFAULT 1,
                is_base BOOLEAN NOT NULL DEFAULT FALSE,
                uses_body_weight BOOLEAN NOT NULL DEFAULT FALSE,
                pinned_note TEXT,
                created_at BIGINT NOT NULL,
                PRIMARY KEY (user_id, id)
            );
            CREATE UNIQUE INDEX exercise_name_key ON exercise (user_id, name_key);

            CREATE TABLE workout_set (
                user_id TEXT NOT NULL,
                id TEXT NOT NULL,
                exercise_id TEXT NOT NULL,
                weight DOUBLE PRECISION,
                weight_unit TEXT,
                weight_kg DOUBLE PRECISION,
                reps BIGINT,
                duration BIGINT,
                distance DOUBLE PRECISION,
                distance_unit TEXT,
                kind TEXT NOT NULL DEFAULT 'normal',
                rpe DOUBLE PRECISION,
                date BIGINT NOT NULL,
                notes TEXT,
                created_at BIGINT NOT NULL,
                PRIMARY KEY (user_id, id),
                FOREIGN KEY (user_id, exercise_id) REFERENCES exercise (user_id, id) ON DELETE RESTRICT
            );
            CREATE INDEX set_by_exercise_date ON workout_set (user_id, exercise_id, date DESC);
            CREATE INDEX set_by_exercise_weight ON workout_set (user_id, exercise_id, weight_kg DESC, reps DESC, date);
            CREATE INDEX set_by_exercise_weight_date ON workout_set (user_id, exercise_id, weight_kg DESC, date, created_at, id);
            CREATE INDEX set_by_date ON workout_set (user_id, date DESC);

            CREATE TABLE exercise_record (
                user_id TEXT NOT NULL,
                exercise_id TEXT NOT NULL,
                target_reps BIGINT NOT NULL,
                set_id TEXT NOT NULL,
                -- The holder's ranking fields, so a guarded upsert compares with the committed holder.
                weight_kg DOUBLE PRECISION NOT NULL,
                reps BIGINT NOT NULL,
                date BIGINT NOT NULL,
                created_at BIGINT NOT NULL,
                PRIMARY KEY (user_id, exercise_id, target_reps)
            );
            CREATE INDEX exercise_record_by_set ON exercise_record (user_id, set_id);

            CREATE TABLE body_weight (
                user_id TEXT NOT NULL,
                id TEXT NOT NULL,
                weight DOUBLE PRECISION NOT NULL,
                unit TEXT NOT NULL,
                date BIGINT NOT NULL,
                notes TEXT,
                PRIMARY KEY (user_id, id)
            );
            CREATE INDEX body_weight_by_date ON body_weight (user_id, date DESC);

            CREATE TABLE profile (
                user_id TEXT PRIMARY KEY,
                unit TEXT NOT NULL DEFAULT 'kg',
                goal_weight DOUBLE PRECISION,
                goal_weight_unit TEXT,
                default_pr_reps BIGINT NOT NULL DEFAULT 1
            );
            """),
        // Logging one set in one call (docs/performance.md: six round trips per log were the
        // limit): take the exercise's shared lock, insert, offer the set to each record target it
        // reaches through the guarded upsert (the same order as `PersonalRecords.isBetter`), and
        // answer the targets it took. Each statement in the function sees what committed before it.
        PostgresMigration(
            "data v2: plates_log_set",
            """
            CREATE OR REPLACE FUNCTION plates_log_set(
                p_user TEXT, p_id TEXT, p_exercise TEXT, p_weight DOUBLE PRECISION, p_weight_unit TEXT, p_weight_kg DOUBLE PRECISION,
                p_reps BIGINT, p_duration BIGINT, p_distance DOUBLE PRECISION, p_distance_unit TEXT, p_kind TEXT, p_rpe DOUBLE PRECISION,
                p_date BIGINT, p_notes TEXT, p_created BIGINT, p_body_weight BOOLEAN)
            RETURNS SETOF BIGINT LANGUAGE plpgsql AS $$
            DECLARE
                t BIGINT;
                took BIGINT;
            BEGIN
                PERFORM pg_advisory_xact_lock_shared(hashtext(p_user || '/' || p_exercise));
                INSERT INTO workout_set (user_id, id, exercise_id, weight, weight_unit, weight_kg, reps, duration, distance,
                                         distance_unit, kind, rpe, date, notes, created_at)
                VALUES (p_user, p_id, p_exercise, p_weight, p_weight_unit, p_weight_kg, p_reps, p_duration, p_distance,
                        p_distance_unit, p_kind, p_rpe, p_date, p_notes, p_created);
                IF p_kind = 'warmup' OR p_weight IS NULL OR p_reps IS NULL THEN
                    RETURN;
                END IF;
                FOREACH t IN ARRAY ARRAY[1, 3, 5, 8, 10]::BIGINT[] LOOP
                    CONTINUE WHEN p_reps < t;
                    took := NULL;
                    INSERT INTO exercise_record AS r (user_id, exercise_id, target_reps, set_id, weight_kg, reps, date, created_at)
                    VALUES (p_user, p_exercise, t, p_id, p_weight_kg, p_reps, p_date, p_created)
                    ON CONFLICT (user_id, exercise_id, target_reps) DO UPDATE
                    SET set_id = EXCLUDED.set_id, weight_kg = EXCLUDED.weight_kg, reps = EXCLUDED.reps, date = EXCLUDED.date,
                        created_at = EXCLUDED.created_at
                    WHERE NOT (
                        r.weight_kg > p_weight_kg + 1e-9
                        OR (abs(r.weight_kg - p_weight_kg) <= 1e-9 AND p_body_weight AND r.reps > p_reps)
                        OR (abs(r.weight_kg - p_weight_kg) <= 1e-9 AND NOT (p_body_weight AND r.reps <> p_reps) AND (
                            r.date < p_date OR (r.date = p_date AND (r.created_at < p_created
                            OR (r.created_at = p_created AND r.set_id COLLATE "C" <= p_id))))))
                    RETURNING r.target_reps INTO took;
                    IF took IS NOT NULL THEN
                        RETURN NEXT took;
                    END IF;
                END LOOP;
            END
            $$
            """),
        // The record targets come from the caller (`Limits.prReps`), not from a list of their own
        // here. A function's arguments are its name: the old one goes, then the new one comes.
        PostgresMigration(
            "data v3: plates_log_set without its own targets",
            """
            DROP FUNCTION plates_log_set(TEXT, TEXT, TEXT, DOUBLE PRECISION, TEXT, DOUBLE PRECISION, BIGINT, BIGINT,
                DOUBLE PRECISION, TEXT, TEXT, DOUBLE PRECISION, BIGINT, TEXT, BIGINT, BOOLEAN)
            """),
        PostgresMigration(
            "data v3: plates_log_set with the caller's targets",
            """
            CREATE OR REPLACE FUNCTION plates_log_set(
                p_user TEXT, p_id TEXT, p_exercise TEXT, p_weight DOUBLE PRECISION, p_weight_unit TEXT, p_weight_kg DOUBLE PRECISION,
                p_reps BIGINT, p_duration BIGINT, p_distance DOUBLE PRECISION, p_distance_unit TEXT, p_kind TEXT, p_rpe DOUBLE PRECISION,
                p_date BIGINT, p_notes TEXT, p_created BIGINT, p_body_weight BOOLEAN, p_targets BIGINT[])
            RETURNS SETOF BIGINT LANGUAGE plpgsql AS $$
            DECLARE
                t BIGINT;
                took BIGINT;
            BEGIN
                PERFORM pg_advisory_xact_lock_shared(hashtext(p_user || '/' || p_exercise));
                INSERT INTO workout_set (user_id, id, exercise_id, weight, weight_unit, weight_kg, reps, duration, distance,
                                         distance_unit, kind, rpe, date, notes, created_at)
                VALUES (p_user, p_id, p_exercise, p_weight, p_weight_unit, p_weight_kg, p_reps, p_duration, p_distance,
                        p_distance_unit, p_kind, p_rpe, p_date, p_notes, p_created);
                IF p_kind = 'warmup' OR p_weight IS NULL OR p_reps IS NULL THEN
                    RETURN;
                END IF;
                FOREACH t IN ARRAY p_targets LOOP
                    CONTINUE WHEN p_reps < t;
                    took := NULL;
                    INSERT INTO exercise_record AS r (user_id, exercise_id, target_reps, set_id, weight_kg, reps, date, created_at)
                    VALUES (p_user, p_exercise, t, p_id, p_weight_kg, p_reps, p_date, p_created)
                    ON CONFLICT (user_id, exercise_id, target_reps) DO UPDATE
                    SET set_id = EXCLUDED.set_id, weight_kg = EXCLUDED.weight_kg, reps = EXCLUDED.reps, date = EXCLUDED.date,
                        created_at = EXCLUDED.created_at
                    WHERE NOT (
                        r.weight_kg > p_weight_kg + 1e-9
                        OR (abs(r.weight_kg - p_weight_kg) <= 1e-9 AND p_body_weight AND r.reps > p_reps)
                        OR (abs(r.weight_kg - p_weight_kg) <= 1e-9 AND NOT (p_body_weight AND r.reps <> p_reps) AND (
                            r.date < p_date OR (r.date = p_date AND (r.created_at < p_created
                            OR (r.created_at = p_created AND r.set_id COLLATE "C" <= p_id))))))
                    RETURNING r.target_reps INTO took;
                    IF took IS NOT NULL THEN
                        RETURN NEXT took;
                    END IF;
                END LOOP;
            END
            $$
            """),
        // The record rule leaves SQL: the caller gives the targets a set reaches and its rank
        // (`PersonalRecords.rank`'s `sortKey`), and the guarded upsert only compares ranks. Holders
        // kept before have no rank until `rankRecords()` rebuilds them, which the opener runs.
        PostgresMigration(
            "data v4: exercise_record ranked by the core",
            """
            ALTER TABLE exercise_record ADD COLUMN rank BIGINT[];
            ALTER TABLE exercise_record DROP COLUMN weight_kg, DROP COLUMN reps, DROP COLUMN date, DROP COLUMN created_at;
            DROP FUNCTION plates_log_set(TEXT, TEXT, TEXT, DOUBLE PRECISION, TEXT, DOUBLE PRECISION, BIGINT, BIGINT,
                DOUBLE PRECISION, TEXT, TEXT, DOUBLE PRECISION, BIGINT, TEXT, BIGINT, BOOLEAN, BIGINT[])
            """),
        PostgresMigration(
            "data v4: plates_log_set with the caller's ranks",
            """
            CREATE OR REPLACE FUNCTION plates_log_set(
                p_user TEXT, p_id TEXT, p_exercise TEXT, p_weight DOUBLE PRECISION, p_weight_unit TEXT, p_weight_kg DOUBLE PRECISION,
                p_reps BIGINT, p_duration BIGINT, p_distance DOUBLE PRECISION, p_distance_unit TEXT, p_kind TEXT, p_rpe DOUBLE PRECISION,
                p_date BIGINT, p_notes TEXT, p_created BIGINT, p_targets BIGINT[], p_rank BIGINT[])
            RETURNS SETOF BIGINT LANGUAGE plpgsql AS $$
            DECLARE
                t BIGINT;
                took BIGINT;
            BEGIN
                PERFORM pg_advisory_xact_lock_shared(hashtext(p_user || '/' || p_exercise));
                INSERT INTO workout_set (user_id, id, exercise_id, weight, weight_unit, weight_kg, reps, duration, distance,
                                         distance_unit, kind, rpe, date, notes, created_at)
                VALUES (p_user, p_id, p_exercise, p_weight, p_weight_unit, p_weight_kg, p_reps, p_duration, p_distance,
                        p_distance_unit, p_kind, p_rpe, p_date, p_notes, p_created);
                FOREACH t IN ARRAY p_targets LOOP
                    took := NULL;
                    INSERT INTO exercise_record AS r (user_id, exercise_id, target_reps, set_id, rank)
                    VALUES (p_user, p_exercise, t, p_id, p_rank)
                    ON CONFLICT (user_id, exercise_id, target_reps) DO UPDATE
                    SET set_id = EXCLUDED.set_id, rank = EXCLUDED.rank
                    WHERE r.rank > p_rank OR (r.rank = p_rank AND r.set_id COLLATE "C" > p_id)
                    RETURNING r.target_reps INTO took;
                    IF took IS NOT NULL THEN
                        RETURN NEXT took;
                    END IF;
                END LOOP;
            END
            $$
            """),
        // The plate calculator's bar and plates per unit (null: the standard ones).
        PostgresMigration(
            "data v5: bar and plates",
            """
            ALTER TABLE profile ADD COLUMN bar_kg DOUBLE PRECISION;
            ALTER TABLE profile ADD COLUMN plates_kg TEXT;
            ALTER TABLE profile ADD COLUMN bar_lb DOUBLE PRECISION;
            ALTER TABLE profile ADD COLUMN plates_lb TEXT;
            """),
        // The rest timer: an exercise's own rest (null: the default for its kind of lift) and
        // the alarm at zero (null: bell and flash).
        PostgresMigration(
            "data v6: rest timer",
            """
            ALTER TABLE exercise ADD COLUMN rest_seconds INTEGER;
            ALTER TABLE profile ADD COLUMN rest_alert TEXT;
            """),
        // Workouts and routines (SPEC 8): a set names its workout; a routine's entries are one
        // JSON document.
        PostgresMigration(
            "data v7: workouts and routines",
            """
            ALTER TABLE workout_set ADD COLUMN workout_id TEXT;
            CREATE INDEX set_by_workout ON workout_set(user_id, workout_id, date) WHERE workout_id IS NOT NULL;
            CREATE TABLE workout (
                user_id TEXT NOT NULL,
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                notes TEXT,
                started_at BIGINT NOT NULL,
                finished_at BIGINT,
                routine_id TEXT,
                created_at BIGINT NOT NULL
            );
            CREATE INDEX workout_by_start ON workout(user_id, started_at DESC);
            CREATE TABLE routine (
                user_id TEXT NOT NULL,
                id TEXT PRIMARY KEY,
                name TEXT NOT NULL,
                name_key TEXT NOT NULL,
                notes TEXT,
                entries TEXT NOT NULL,
                created_at BIGINT NOT NULL,
                UNIQUE (user_id, name_key)
            );
            """),
        // Names an import was told to read as one of the user's exercises (`--map`), kept so
        // the next import of the same app's file reads them the same way (as SQLite's v7).
        PostgresMigration(
            "data v8: import name mappings",
            """
            CREATE TABLE exercise_alias (
                user_id TEXT NOT NULL,
                name_key TEXT NOT NULL,
                exercise_id TEXT NOT NULL,
                PRIMARY KEY (user_id, name_key)
            );
            """),
        // A workout's and a routine's id are unique per account, like a set's: two accounts
        // importing one Plates export (its ids kept) collided.
        PostgresMigration(
            "data v9: workout and routine ids per account",
            """
            ALTER TABLE workout DROP CONSTRAINT workout_pkey, ADD PRIMARY KEY (user_id, id);
            ALTER TABLE routine DROP CONSTRAINT routine_pkey, ADD PRIMARY KEY (user_id, id);
            """),
        // Records of timed holds and cardio, and weight records for every rep count to 20 (SPEC 9),
        // join the rows. The rule is the core's: the exercises are queued here, and
        // `rankRecords()` (run by the opener) builds their rows and empties the queue.
        PostgresMigration(
            "data v10: records of every kind of set",
            """
            CREATE INDEX set_by_exercise_reps ON workout_set (user_id, exercise_id, reps, weight_kg DESC, date, created_at, id COLLATE "C");
            CREATE TABLE record_rebuild (
                user_id TEXT NOT NULL,
                exercise_id TEXT NOT NULL,
                PRIMARY KEY (user_id, exercise_id)
            );
            INSERT INTO record_rebuild (user_id, exercise_id)
                SELECT DISTINCT user_id, exercise_id FROM workout_set;
            """),
        // Sessions a week that keep the run of weeks going (null: 2).
        PostgresMigration("data v11: weekly goal", "ALTER TABLE profile ADD COLUMN weekly_goal INTEGER;"),
        // The set logged last (`plates set edit last`) is the first entry of an index, not a sort of every set.
        PostgresMigration(
            "data v12: sets by creation",
            "CREATE INDEX set_by_creation ON workout_set (user_id, created_at DESC, date DESC, id COLLATE \"C\" DESC);"),
    ]
}

extension PostgresPool {
    /// Applies the migrations not yet recorded, in order.
    public func migrate(_ migrations: [PostgresMigration]) async throws(PlatesError) {
        // Every migration recorded (the usual start): no lock taken. Servers starting together on
        // a migrated database then do not queue on the lock below, where a busy machine's wait
        // could outlast the statement timeout.
        let recorded = try? await query("SELECT id FROM plates_migrations")
        let done = Set((recorded ?? []).compactMap { try? $0["id"].decode(String.self) })
        if migrations.allSatisfy({ done.contains($0.id) }) { return }
        for migration in migrations {
            // One migrator at a time across every server sharing the database (even the
            // bookkeeping table: two servers creating it at once would collide). The others try the
            // lock again and again instead of waiting on it: a wait is one statement, and on a busy
            // machine the whole run of migrations outlasted the statement timeout (servers, or the
            // test suite's processes, starting together on a new database).
            let giveUp = ContinuousClock.now + .seconds(300)
            while try await apply(migration) == false {
                guard ContinuousClock.now < giveUp else {
                    throw .internal("another server has been migrating the database for 5 minutes: try again when it is done")
                }
                try? await Task.sleep(for: .milliseconds(50))
            }
        }
    }

    /// Applies one migration unless it is recorded; false when another migrator holds the lock.
    private func apply(_ migration: PostgresMigration) async throws(PlatesError) -> Bool {
        try await transaction { db in
            let lock = try await db.query("SELECT pg_try_advisory_xact_lock(7406521) AS got")
            guard try lock[0]["got"].decode(Bool.self) else { return false }
            try await db.query("CREATE TABLE IF NOT EXISTS plates_migrations (id TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)")
            let done = try await db.query("SELECT 1 FROM plates_migrations WHERE id = \(migration.id)")
            guard done.isEmpty else { return true }
            // Statements end with ";" at a line's end; a function body ($$ … $$) is one statement.
            let statements = migration.sql.contains("$$") ? [migration.sql] : migration.sql.components(separatedBy: ";\n")
            for statement in statements where !statement.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                try await db.query(PostgresQuery(unsafeSQL: statement))
            }
            let now = Int64(Date().timeIntervalSince1970 * 1000)
            try await db.query("INSERT INTO plates_migrations (id, applied_at) VALUES (\(migration.id), \(now))")
            return true
        }
    }

    /// Gives a new owner (a server account) its profile row and the base catalogue, inside the
    /// caller's transaction.
    public static func createOwner(_ owner: String, _ db: Connection) async throws {
        try await db.query("INSERT INTO profile (user_id) VALUES (\(owner))")
        for e in BaseCatalogue.exercises(createdAt: BaseCatalogue.createdAt) {
            try await PostgresRows.insert(e, owner: owner, db)
        }
    }

    /// Deletes every row of `owner`'s, in every table that has them (a server account deleted),
    /// inside the caller's transaction. Sets before exercises: they refer to them.
    public static func deleteOwner(_ owner: String, _ db: Connection) async throws {
        for table in ["exercise_record", "record_rebuild", "workout_set", "workout", "routine", "body_weight", "exercise_alias", "exercise", "profile"] {
            try await db.query(PostgresQuery(unsafeSQL: "DELETE FROM \(table) WHERE user_id = $1", binds: .strings(owner)))
        }
    }
}
