import PlatesCore

/// One exercise's detail: records, progress for a rep target, and its sets by date.
public struct DetailState: Equatable, Sendable {
    public var exerciseId: String
    public var records: LoadState<[PersonalRecord]> = .loading(previous: nil)
    public var progress: LoadState<[ProgressPoint]> = .loading(previous: nil)
    public var sets: LoadState<SetList> = .loading(previous: nil)
    /// The PR selector and the weight chart's rep filter: 1, 3, 5, 8 or 10.
    public var prTarget: Int
    /// What the chart shows: one of `ProgressMeasure.charts` of the exercise (`c` switches).
    public var chart: ProgressMeasure
    /// Over the rows of the set history (day headers and sets); starts on the newest set, under
    /// its day's header, so `e` and `d` act on it at once.
    public var cursor = ListCursor(selected: 1)

    public init(exerciseId: String, prTarget: Int, chart: ProgressMeasure? = nil) {
        self.exerciseId = exerciseId
        self.prTarget = prTarget
        self.chart = chart ?? .weight(minReps: prTarget)
    }

    /// The detail of `exercise`, on its first chart.
    public init(_ exercise: Exercise) {
        self.init(
            exerciseId: exercise.id, prTarget: exercise.defaultPRReps,
            chart: ProgressMeasure.charts(for: exercise, minReps: exercise.defaultPRReps)[0])
    }

    /// Everything loads again, on a chart the (maybe edited) exercise has.
    public mutating func reloadAll(_ exercise: Exercise?) {
        if let exercise { fit(exercise) }
        records.reload()
        progress.reload()
        sets.reload()
    }

    /// Keeps the chart one the exercise has, after an edit changed its type or body-weight flag.
    public mutating func fit(_ exercise: Exercise) {
        let charts = ProgressMeasure.charts(for: exercise, minReps: prTarget)
        if !charts.contains(chart) { chart = charts[0] }
    }

    public static let targets = Limits.prReps
}
