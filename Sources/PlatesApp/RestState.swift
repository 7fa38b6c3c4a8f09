import Foundation
import PlatesCore

/// The rest timer as the app runs it: the countdown after a logged set, the flash of the status
/// line when it reaches zero, and the bells asked of the terminal (the loop rings one each time
/// `bells` grows, so the reducer stays pure).
public struct RestState: Equatable, Sendable {
    public var timer: RestTimer?
    /// The status line shows "rest over" until then.
    public var flashUntil: Date?
    public var bells = 0

    /// How long the status line shows that the rest is over.
    public static let flashLength: TimeInterval = 3

    public init() {}

    public var isRunning: Bool { timer != nil }

    /// Seconds until what the status line shows of the timer changes: its digits, or the end of
    /// the flash. The loop sleeps no longer than that; nil when neither is on screen.
    public func untilNextChange(at now: Date) -> TimeInterval? {
        var next: TimeInterval?
        if let timer { next = timer.untilNextChange(at: now) }
        if let flashUntil { next = min(next ?? .infinity, max(0, flashUntil.timeIntervalSince(now))) }
        return next
    }

    /// At zero the timer goes; the alarm the settings ask for starts. A flash that has run its
    /// length ends.
    public mutating func advance(to now: Date, alert: RestAlert) {
        if let flashUntil, now >= flashUntil { self.flashUntil = nil }
        guard let timer, timer.hasEnded(at: now) else { return }
        self.timer = nil
        if alert != .off { flashUntil = now.addingTimeInterval(Self.flashLength) }
        if alert == .bell { bells += 1 }
    }

    /// The timer after a logged set of `kind` of `exercise`: that exercise's rest, or none.
    public mutating func start(after kind: SetKind, of exercise: Exercise, at now: Date) {
        flashUntil = nil
        timer = RestDefaults.seconds(after: kind, of: exercise).map { RestTimer(seconds: $0, from: now) }
    }

    /// `+` and `-`: 15 s more or less; taken to zero, the timer ends without an alarm.
    public mutating func adjust(by seconds: Int, at now: Date) {
        guard var t = timer else { return }
        timer = t.adjust(by: seconds, at: now) ? t : nil
    }

    /// What the status line's right end shows: `rest 2:45`, or `rest over` while flashing.
    public func statusText(at now: Date) -> String? {
        if let timer { return "rest \(RestTimer.clock(timer.remaining(at: now)))" }
        if flashUntil != nil { return "rest over" }
        return nil
    }

    /// Every `+`/`-` press changes the timer by this much.
    public static let step = 15
}
