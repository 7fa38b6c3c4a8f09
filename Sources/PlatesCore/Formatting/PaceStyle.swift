/// How a cardio set's speed is said, the way each sport's own display says it: a rowing
/// machine's split per 500 m with tenths (`1:52.5 /500m`, as its monitor writes it), a swim per
/// 100 m, a ride as a speed (`32.4 km/h`), a run per kilometre or per mile.
public struct PaceStyle: Sendable, Equatable {
    enum Basis: Sendable, Equatable {
        /// Seconds to cover this many metres.
        case time(metres: Double, tenths: Bool)
        /// Units of this many metres an hour.
        case speed(metres: Double)
    }

    let basis: Basis
    /// `/500m`, `/km`, `km/h`.
    public let unit: String

    /// The style for `exercise`; `miles`: the lifter reads miles (a run per mile, a ride in mph).
    public init(_ exercise: Exercise, miles: Bool) {
        switch CardioKind(exercise) {
        case .erg: (basis, unit) = (.time(metres: 500, tenths: true), "/500m")
        case .swim: (basis, unit) = (.time(metres: 100, tenths: false), "/100m")
        case .ride: (basis, unit) = miles ? (.speed(metres: DistanceUnit.mi.metres), "mph") : (.speed(metres: 1000), "km/h")
        case .run: (basis, unit) = miles ? (.time(metres: DistanceUnit.mi.metres, tenths: false), "/mi") : (.time(metres: 1000, tenths: false), "/km")
        }
    }

    /// Whether the figure said falls as the lifter gets faster (a pace) or rises (a speed).
    public var fallsWhenFaster: Bool {
        if case .time = basis { true } else { false }
    }

    /// The figure said for a pace of `secondsPerKm`: seconds per basis distance, or a speed.
    public func figure(secondsPerKm: Double) -> Double {
        switch basis {
        case .time(let metres, _): secondsPerKm * metres / 1000
        case .speed(let metres): secondsPerKm > 0 ? 3_600_000 / (secondsPerKm * metres) : 0
        }
    }

    /// `figure` as said: `1:52.5 /500m`, `4:50 /km`, `32.4 km/h`.
    public func text(figure: Double) -> String { figureText(figure) + " " + unit }

    /// `figure` without its unit: `1:52.5`, `4:50`, `32.4`.
    public func figureText(_ figure: Double) -> String {
        switch basis {
        case .time(_, let tenths): Self.split(figure, tenths: tenths)
        case .speed: NumberText.format(figure, decimals: 1)
        }
    }

    public func text(secondsPerKm: Double) -> String { text(figure: figure(secondsPerKm: secondsPerKm)) }

    /// `m:ss` (`0:48` under a minute: a split is always read with its minutes), `h:mm:ss` from an
    /// hour, with tenths when asked (`1:52.5`).
    static func split(_ seconds: Double, tenths: Bool) -> String {
        let scaled = Int((max(0, seconds) * (tenths ? 10 : 1)).rounded())
        let whole = tenths ? scaled / 10 : scaled
        let text = whole < 60 ? "0:" + (whole < 10 ? "0" : "") + "\(whole)" : DurationText.format(whole)
        return tenths ? text + ".\(scaled % 10)" : text
    }
}
