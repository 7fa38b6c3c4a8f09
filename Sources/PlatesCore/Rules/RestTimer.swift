import Foundation

/// How long to rest after a set (SPEC 8). An exercise's own `restSeconds` wins (0: no timer);
/// otherwise compound lifts get 3:00, everything else 1:30, cardio none. A warm-up rests at most
/// 1:00: the ramp's sets are light and come one after another.
public enum RestDefaults {
    public static let compound = 180
    public static let accessory = 90
    public static let warmUp = 60
    /// The longest rest an exercise may ask for, and the longest `+` may stretch a timer to.
    public static let maximum = 3600

    /// Seconds to rest after a set of `kind` of `exercise`; nil: no timer.
    public static func seconds(after kind: SetKind, of exercise: Exercise) -> Int? {
        guard let length = seconds(for: exercise), length > 0 else { return nil }
        return kind == .warmup ? min(length, warmUp) : length
    }

    /// The exercise's rest: its own, or the default by kind of lift; nil or 0: none.
    public static func seconds(for exercise: Exercise) -> Int? {
        if let own = exercise.restSeconds { return own }
        return defaultSeconds(for: exercise)
    }

    /// What an exercise without its own rest gets.
    public static func defaultSeconds(for exercise: Exercise) -> Int? {
        if exercise.exerciseType == .cardio { return nil }
        return isCompound(exercise) ? compound : accessory
    }

    /// Names, like `BarbellGuess`: exercises have no equipment field. Barbell lifts, presses,
    /// pull-ups, chin-ups, dips, lunges and split squats move several joints under load; a curl,
    /// a raise or an extension moves one, with a barbell too. In the languages the import's group
    /// guess reads too (German, French, Spanish, Portuguese, Italian), accents folded and found
    /// inside words, as German joins them: "Frontkniebeuge" rested 1:30 where "Front Squat" rests 3:00.
    public static func isCompound(_ e: Exercise) -> Bool {
        guard e.exerciseType == .strength else { return false }
        let name = " " + ExerciseMatcher.normalize(e.name) + " "
        if isolationWords.contains(where: { name.contains($0) }) { return false }
        if BarbellGuess.isBarbell(e) { return true }
        return compoundWords.contains { name.contains($0) }
    }

    static let isolationWords = [
        "curl", "extension", "raise", "kickback", " fly", "flye", "shrug", "crunch", "pushdown", "calf", "wrist", "skull", "face pull",
        // German, French, Spanish, Portuguese, Italian; before the compounds ("Trizepsdrücken" is
        // a pushdown, "Bauchpresse" a crunch).
        "seitheben", "frontheben", "wadenheben", "beinheben", "knieheben", "schulterheben", "fliegende", "butterfly", "beinstrecker",
        "beinbeuger", "trizepsdrucken", "bauch", "elevation", "ecarte", "mollet", "oiseau", "elevacion", "apertura", "gemelo",
        "patada", "elevacao", "crucifixo", "panturrilha", "rosca", "alzat", "croci", "polpacci",
    ]

    static let compoundWords = [
        "press", "squat", "deadlift", "pull-up", "pull up", "pullup", "chin-up", "chin up", "chinup", " dip", "lunge", "row",
        "thrust", "clean", "muscle-up", "muscle up",
        "drucken", "kniebeuge", "kreuzheben", "klimmzug", "rudern", "ausfallschritt", "umsetzen", "developpe", "souleve", "traction",
        "fentes", "sentadilla", "peso muerto", "dominada", " remo ", "zancada", "fondos", "prensa", "supino", "agachamento",
        "levantamento", "barra fixa", "remada", "afundo", "desenvolvimento", "panca", "stacco", "trazion", "rematore", "affondi",
    ]
}

/// A running rest timer: when it ends. Pure: every question takes the time.
public struct RestTimer: Hashable, Sendable {
    public var endsAt: Date

    public init(seconds: Int, from start: Date) {
        self.endsAt = start.addingTimeInterval(TimeInterval(seconds))
    }

    /// Whole seconds left, rounded up (2.1 s left shows 0:03); 0 once it has ended.
    public func remaining(at now: Date) -> Int {
        let left = endsAt.timeIntervalSince(now)
        return left <= 0 ? 0 : Int(left.rounded(.up))
    }

    public func hasEnded(at now: Date) -> Bool { now >= endsAt }

    /// `+`/`-`: moves the end by `seconds`, never past `RestDefaults.maximum` from now. Answers
    /// false when it takes the timer to zero or below: the timer is over, without an alarm (the
    /// lifter shortened it on purpose).
    public mutating func adjust(by seconds: Int, at now: Date) -> Bool {
        let left = min(endsAt.timeIntervalSince(now) + TimeInterval(seconds), TimeInterval(RestDefaults.maximum))
        guard left > 0 else { return false }
        endsAt = now.addingTimeInterval(left)
        return true
    }

    /// Seconds until what `remaining` shows changes (the loop sleeps that long, so the status
    /// line is drawn once a second, when its digits change); 0 once it has ended (the end is
    /// due now: the loop must not sleep past it).
    public func untilNextChange(at now: Date) -> TimeInterval {
        let left = endsAt.timeIntervalSince(now)
        guard left > 0 else { return 0 }
        let fraction = left - left.rounded(.down)
        return fraction > 0 ? fraction : 1
    }

    /// `m:ss`: 0:45, 3:00, 12:05.
    public static func clock(_ seconds: Int) -> String {
        let s = max(0, seconds)
        let rest = s % 60
        return "\(s / 60):\(rest < 10 ? "0" : "")\(rest)"
    }
}
