/// What logging answers: the stored sets and the records they now hold (to announce "New PR").
public struct LogResult: Codable, Hashable, Sendable {
    public var sets: [WorkoutSet]
    public var newRecords: [PersonalRecord]

    enum CodingKeys: String, CodingKey {
        case sets
        case newRecords = "new_records"
    }

    public init(sets: [WorkoutSet], newRecords: [PersonalRecord]) {
        self.sets = sets
        self.newRecords = newRecords
    }
}
