import PlatesCore

/// How the detail draws one `ProgressMeasure`: its title, its axis labels, and which way is up.
/// A pace is drawn with faster higher (its values negated), so every chart of progress rises.
struct ChartLook {
    var title: String
    var empty: String
    /// The plotted value of a point's value.
    var y: @Sendable (Double) -> Double
    var formatY: @Sendable (Double) -> String

    /// `points`: the series shown, for what a title says of it (the best session's volume).
    init(_ measure: ProgressMeasure, _ e: Exercise, _ f: SetFormatter, switchable: Bool, points: [ProgressPoint] = [], context: ViewContext? = nil) {
        let unit = f.unit.rawValue
        let keys = switchable ? " · c" : ""
        y = { $0 }
        switch measure {
        case .weight(let minReps):
            let what = e.usesBodyWeight ? "reps per day" : "best \(unit) per day"
            title = "Progress · \(minReps)+ reps · \(what) · ←/→\(keys)"
            empty = "No sets of \(minReps)+ reps yet"
            let suffix = e.usesBodyWeight ? "" : " " + unit
            formatY = { NumberText.format($0, decimals: 1) + suffix }
        case .oneRepMax:
            title = "Estimated 1RM · best \(unit) per day\(keys)"
            empty = "No sets of 1–12 reps yet"
            formatY = { NumberText.format($0, decimals: 1) + " " + unit }
        case .volume:
            // The best session: the highest day, the earliest of equal ones (the records' tie rule).
            let best = points.reduce(nil as ProgressPoint?) { best, p in best.map { p.value > $0.value ? p : $0 } ?? p }
            let bestText =
                best.map { b in " · best \(NumberText.format(b.value, decimals: 0)) \(unit)" + (context.map { " \($0.axisDay(b.day))" } ?? "") } ?? ""
            title = "Volume per session\(bestText)\(keys)"
            empty = "No work sets yet"
            formatY = { NumberText.format($0, decimals: 0) + " " + unit }
        case .hold:
            title = "Longest hold per day"
            empty = "No holds yet · l logs one (60s)"
            formatY = { DurationText.format(Int($0.rounded())) }
        case .pace:
            // As the sport says it (`PaceStyle`): per 500 m on a rowing machine, a ride's speed; a
            // run per mile for a lifter who reads pounds, per kilometre otherwise.
            let style = PaceStyle(e, miles: f.unit == .lb)
            let fastest = style.fallsWhenFaster ? "Fastest pace" : "Fastest speed"
            title = "\(fastest) per day (\(style.unit))"
            empty = "No sets with a distance and a time yet"
            let sign = style.fallsWhenFaster ? -1.0 : 1
            y = { sign * style.figure(secondsPerKm: $0) }
            // The axis says the figure alone; the title names its unit ("1:52.5", not "1:52.5 /50…").
            formatY = { style.figureText(sign * $0) }
        }
    }
}
