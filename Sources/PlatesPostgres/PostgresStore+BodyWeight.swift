import Foundation
import PlatesCore
import PostgresNIO

extension PostgresStore {
    public func bodyWeight(skip: Int, limit: Int) async throws(PlatesError) -> Page<BodyWeightEntry> {
        let owner = self.owner
        return try await read { db in
            let total =
                try await db.query("SELECT COUNT(*) AS n FROM body_weight WHERE user_id = \(owner)").first.map { try PostgresRows.value($0, "n", as: Int.self) }
                ?? 0
            let items = try await db.query(
                """
                SELECT * FROM body_weight WHERE user_id = \(owner) ORDER BY date DESC, id DESC LIMIT \(limit) OFFSET \(skip)
                """
            ).map(PostgresRows.bodyWeight)
            return Page(items: items, skip: skip, limit: limit, total: total)
        }
    }

    public func bodyWeightEntry(id: String) async throws(PlatesError) -> BodyWeightEntry {
        let owner = self.owner
        return try await read { db in
            guard let row = try await db.query("SELECT * FROM body_weight WHERE user_id = \(owner) AND id = \(id)").first else {
                throw PlatesError.notFound(what: "body weight entry", id: id)
            }
            return try PostgresRows.bodyWeight(row)
        }
    }

    public func insertBodyWeight(_ entry: BodyWeightEntry, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in try await Self.insertBodyWeightRow(entry, owner: owner, db) }
    }

    static func insertBodyWeightRow(_ entry: BodyWeightEntry, owner: String, _ db: PostgresPool.Connection) async throws {
        try await db.query(
            """
            INSERT INTO body_weight (user_id, id, weight, unit, date, notes)
            VALUES (\(owner), \(entry.id), \(entry.weight), \(entry.unit.rawValue), \(PostgresRows.millis(entry.date)), \(entry.notes))
            """)
    }

    public func updateBodyWeight(_ entry: BodyWeightEntry, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            let changed = try await db.query(
                """
                UPDATE body_weight SET weight = \(entry.weight), unit = \(entry.unit.rawValue), date = \(PostgresRows.millis(entry.date)),
                    notes = \(entry.notes)
                WHERE user_id = \(owner) AND id = \(entry.id) RETURNING id
                """)
            if changed.isEmpty { throw PlatesError.notFound(what: "body weight entry", id: entry.id) }
        }
    }

    public func deleteBodyWeight(id: String, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            let deleted = try await db.query("DELETE FROM body_weight WHERE user_id = \(owner) AND id = \(id) RETURNING id")
            if deleted.isEmpty { throw PlatesError.notFound(what: "body weight entry", id: id) }
        }
    }

    public func bodyWeightEnds() async throws(PlatesError) -> BodyWeightEnds {
        let owner = self.owner
        return try await read { db in
            let first = try await Self.endOfBodyWeight(db, owner: owner, newest: false)
            let latest = try await Self.endOfBodyWeight(db, owner: owner, newest: true)
            let count = try await Self.bodyWeightCount(db, owner: owner)
            return BodyWeightEnds(first: first, latest: latest, count: count)
        }
    }

    public func profileSettings() async throws(PlatesError) -> Profile {
        let owner = self.owner
        return try await read { db in try await Self.profileSettings(db, owner: owner) }
    }

    public func saveProfile(_ p: Profile, replacing: Profile, receipt: WriteReceipt<Void>?) async throws(PlatesError) {
        let owner = self.owner
        try await write(receipt) { db in
            if try await Self.profileSettings(db, owner: owner, lock: true) != replacing { throw PlatesError.changedMeanwhile("Your settings") }
            try await Self.writeProfile(p, owner: owner, db)
        }
    }

    static func writeProfile(_ p: Profile, owner: String, _ db: PostgresPool.Connection) async throws {
        try await db.query(
            """
            UPDATE profile SET unit = \(p.unit.rawValue), goal_weight = \(p.goalWeight), goal_weight_unit = \(p.goalWeightUnit?.rawValue),
                default_pr_reps = \(p.defaultPRReps), bar_kg = \(p.barKg), plates_kg = \(p.platesKg), bar_lb = \(p.barLb), plates_lb = \(p.platesLb),
                rest_alert = \(p.restAlert?.rawValue), weekly_goal = \(p.weeklyGoal)
            WHERE user_id = \(owner)
            """)
    }

    /// The stored settings, without a current weight.
    static func profileSettings(_ db: PostgresPool.Connection, owner: String, lock: Bool = false) async throws -> Profile {
        let rows =
            lock
            ? try await db.query("SELECT * FROM profile WHERE user_id = \(owner) FOR UPDATE")
            : try await db.query("SELECT * FROM profile WHERE user_id = \(owner)")
        guard let row = rows.first else {
            throw PlatesError.notFound(what: "This account has no profile: it may have been deleted.", id: "")
        }
        return Profile(
            unit: try StoredEnum.value(try PostgresRows.value(row, "unit"), "unit"), goalWeight: try PostgresRows.value(row, "goal_weight"),
            goalWeightUnit: try StoredEnum.optional(try PostgresRows.value(row, "goal_weight_unit"), "goal_weight_unit"),
            currentWeight: nil, currentWeightUnit: nil, defaultPRReps: try PostgresRows.value(row, "default_pr_reps"),
            barKg: try PostgresRows.value(row, "bar_kg"), platesKg: try PostgresRows.value(row, "plates_kg"),
            barLb: try PostgresRows.value(row, "bar_lb"), platesLb: try PostgresRows.value(row, "plates_lb"),
            restAlert: try StoredEnum.optional(try PostgresRows.value(row, "rest_alert"), "rest_alert"),
            weeklyGoal: try PostgresRows.value(row, "weekly_goal", as: Int?.self))
    }

    static func bodyWeightCount(_ db: PostgresPool.Connection, owner: String) async throws -> Int {
        try await db.query("SELECT COUNT(*) AS n FROM body_weight WHERE user_id = \(owner)").first
            .map { try PostgresRows.value($0, "n", as: Int.self) } ?? 0
    }

    static func endOfBodyWeight(_ db: PostgresPool.Connection, owner: String, newest: Bool) async throws -> BodyWeightEntry? {
        let rows =
            newest
            ? try await db.query("SELECT * FROM body_weight WHERE user_id = \(owner) ORDER BY date DESC, id DESC LIMIT 1")
            : try await db.query("SELECT * FROM body_weight WHERE user_id = \(owner) ORDER BY date ASC, id ASC LIMIT 1")
        return try rows.first.map(PostgresRows.bodyWeight)
    }
}
