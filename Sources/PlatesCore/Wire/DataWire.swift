import Foundation

// `/export` and `/import` of the REST API: what an import through the server answers.

/// What `POST /import` answers: the report `plates import` prints, and what was written (nil for
/// a dry run).
public struct ImportAnswer: Codable, Sendable, Equatable {
    public var format: ImportFormat
    public var lines: [String]
    public var applied: Applied?
    /// An undo's (`ImportUndo`): what of the file's import is there, and what went (nil for an
    /// undo's dry run); both nil for an import.
    public var found: ImportUndo.Removed?
    public var removed: ImportUndo.Removed?

    public struct Applied: Codable, Sendable, Equatable {
        public var exercisesCreated: Int
        public var setsAdded: Int
        public var setsAlreadyThere: Int
        public var bodyWeightAdded: Int
        public var bodyWeightAlreadyThere: Int
        public var workoutsAdded: Int
        public var routinesAdded: Int

        enum CodingKeys: String, CodingKey {
            case exercisesCreated = "exercises_created"
            case setsAdded = "sets_added"
            case setsAlreadyThere = "sets_already_there"
            case bodyWeightAdded = "body_weight_added"
            case bodyWeightAlreadyThere = "body_weight_already_there"
            case workoutsAdded = "workouts_added"
            case routinesAdded = "routines_added"
        }
    }

    /// An undo's answer.
    public init(undoing found: ImportUndo.Found, removed: ImportUndo.Removed?) {
        format = found.format
        lines = ImportUndo.lines(found, removed: removed)
        self.found = found.counts
        self.removed = removed
    }

    public init(_ report: ImportReport) {
        format = report.format
        lines = report.lines
        applied = report.applied.map {
            Applied(
                exercisesCreated: $0.exercisesCreated, setsAdded: $0.setsAdded, setsAlreadyThere: $0.setsAlreadyThere,
                bodyWeightAdded: $0.bodyWeightAdded, bodyWeightAlreadyThere: $0.bodyWeightAlreadyThere, workoutsAdded: $0.workoutsAdded,
                routinesAdded: $0.routinesAdded)
        }
    }
}
