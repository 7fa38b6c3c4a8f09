import Foundation

/// Which sets to list. Sets come newest first; `from` is inclusive and `to` exclusive.
public struct SetQuery: Hashable, Sendable {
    public var exerciseId: String?
    public var from: Date?
    public var to: Date?
    public var skip: Int
    public var limit: Int

    public init(exerciseId: String? = nil, from: Date? = nil, to: Date? = nil, skip: Int = 0, limit: Int = 50) {
        self.exerciseId = exerciseId
        self.from = from
        self.to = to
        self.skip = skip
        self.limit = limit
    }

    public func matches(_ set: WorkoutSet) -> Bool {
        if let exerciseId, set.exerciseId != exerciseId { return false }
        if let from, set.date < from { return false }
        if let to, set.date >= to { return false }
        return true
    }
}
