import PlatesCore

/// One exercise's detail: records, progress for a rep target, and its sets by date.
public struct DetailState: Equatable, Sendable {
    public var exerciseId: String
    public var records: LoadState<[PersonalRecord]> = .loading(previous: nil)
    public var progress: LoadState<[ProgressPoint]> = .loading(previous: nil)
    public var sets: LoadState<SetList> = .loading(previous: nil)
    /// The PR selector and the chart's rep filter: 1, 3, 5, 8 or 10.
    public var prTarget: Int
    /// Over the rows of the set history (day headers and sets); starts on the newest set, under
    /// its day's header, so `e` and `d` act on it at once.
    public var cursor = ListCursor(selected: 1)

    public init(exerciseId: String, prTarget: Int) {
        self.exerciseId = exerciseId
        self.prTarget = prTarget
    }

    public static let targets = Limits.prReps
}
