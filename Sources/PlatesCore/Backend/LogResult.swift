/// What logging answers: the stored sets and the records they now hold (to announce "New PR").
public struct LogResult: Codable, Hashable, Sendable {
    public var sets: [WorkoutSet]
    public var newRecords: [PersonalRecord]
    /// Kept in the offline outbox, not yet on the server (records are known once it is sent).
    public var queuedOffline: Bool = false

    enum CodingKeys: String, CodingKey {
        case sets
        case newRecords = "new_records"
    }

    public init(sets: [WorkoutSet], newRecords: [PersonalRecord], queuedOffline: Bool = false) {
        self.sets = sets
        self.newRecords = newRecords
        self.queuedOffline = queuedOffline
    }
}
