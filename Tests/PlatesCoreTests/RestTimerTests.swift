import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// SPEC 8, issue 22 item 3: how long the rest timer runs after a set, and how it counts.
@Suite(.onTestThreads) struct RestTimerTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func exercise(_ name: String, _ type: ExerciseType = .strength, bodyWeight: Bool = false, rest: Int? = nil) -> Exercise {
        Exercise(id: name, name: name, muscleGroup: .arms, exerciseType: type, usesBodyWeight: bodyWeight, restSeconds: rest, createdAt: start)
    }

    @Test(arguments: [
        ("Squat", 180), ("Bench Press", 180), ("Deadlift", 180), ("Overhead Press", 180), ("Barbell Row", 180),
        ("Incline Dumbbell Press", 180), ("Leg Press", 180), ("Romanian Deadlift", 180), ("Bulgarian Split Squat", 180),
        ("Lateral Raises", 90), ("Cable Flyes", 90), ("Barbell Curl", 90), ("Tricep Pushdown", 90), ("Face Pulls", 90),
        ("Hammer Curls", 90), ("Cable Crunches", 90), ("Hanging Leg Raises", 90),
    ])
    func compoundLiftsRestThreeMinutesAndAccessoriesNinetySeconds(name: String, seconds: Int) {
        #expect(RestDefaults.seconds(after: .normal, of: Self.exercise(name)) == seconds, "\(name)")
    }

    /// Names in the languages the import reads, as their apps export them: German joins words.
    @Test(arguments: [
        ("Frontkniebeuge", 180), ("Schrägbankdrücken", 180), ("Langhantelrudern", 180), ("Kreuzheben", 180), ("Klimmzüge", 180),
        ("Beinpresse", 180), ("Ausfallschritte", 180), ("Développé couché", 180), ("Soulevé de terre", 180), ("Sentadilla", 180),
        ("Peso muerto", 180), ("Remo con barra", 180), ("Supino reto", 180), ("Agachamento livre", 180), ("Stacco da terra", 180),
        ("Panca piana", 180),
        ("Trizepsdrücken am Kabel", 90), ("Seitheben", 90), ("Bauchpresse", 90), ("Beinstrecker", 90), ("Bizepscurls", 90),
        ("Élévations latérales", 90), ("Écarté couché", 90), ("Elevación lateral", 90), ("Rosca direta", 90), ("Croci con manubri", 90),
        ("Extremo", 90),
    ])
    func namesInOtherLanguagesRestByTheirMovement(name: String, seconds: Int) {
        #expect(RestDefaults.seconds(after: .normal, of: Self.exercise(name)) == seconds, "\(name)")
    }

    @Test func bodyWeightCompoundsHoldsAndCardio() {
        #expect(RestDefaults.seconds(after: .normal, of: Self.exercise("Pull-ups", bodyWeight: true)) == 180)
        #expect(RestDefaults.seconds(after: .normal, of: Self.exercise("Chin-ups", bodyWeight: true)) == 180)
        #expect(RestDefaults.seconds(after: .normal, of: Self.exercise("Dips", bodyWeight: true)) == 180)
        #expect(RestDefaults.seconds(after: .normal, of: Self.exercise("Plank", .timed)) == 90)
        // A run has no rest timer unless the lifter gives it one.
        #expect(RestDefaults.seconds(after: .normal, of: Self.exercise("Running", .cardio)) == nil)
        #expect(RestDefaults.seconds(after: .normal, of: Self.exercise("Rowing", .cardio, rest: 120)) == 120)
    }

    @Test func anExercisesOwnRestWinsAndZeroTurnsTheTimerOff() {
        #expect(RestDefaults.seconds(after: .normal, of: Self.exercise("Squat", rest: 240)) == 240)
        #expect(RestDefaults.seconds(after: .normal, of: Self.exercise("Lateral Raises", rest: 45)) == 45)
        #expect(RestDefaults.seconds(after: .normal, of: Self.exercise("Squat", rest: 0)) == nil)
    }

    @Test func warmUpsRestAMinuteAtMost() {
        #expect(RestDefaults.seconds(after: .warmup, of: Self.exercise("Squat")) == 60)
        #expect(RestDefaults.seconds(after: .warmup, of: Self.exercise("Squat", rest: 30)) == 30)
        #expect(RestDefaults.seconds(after: .drop, of: Self.exercise("Squat")) == 180)
        #expect(RestDefaults.seconds(after: .failure, of: Self.exercise("Squat")) == 180)
    }

    @Test func theCountdownRoundsUpAndEndsAtZero() {
        let t = RestTimer(seconds: 180, from: Self.start)
        #expect(t.remaining(at: Self.start) == 180)
        #expect(t.remaining(at: Self.start.addingTimeInterval(0.2)) == 180)
        #expect(t.remaining(at: Self.start.addingTimeInterval(1)) == 179)
        #expect(t.remaining(at: Self.start.addingTimeInterval(179.5)) == 1)
        #expect(t.remaining(at: Self.start.addingTimeInterval(180)) == 0)
        #expect(!t.hasEnded(at: Self.start.addingTimeInterval(179.999)))
        #expect(t.hasEnded(at: Self.start.addingTimeInterval(180)))
        #expect(t.remaining(at: Self.start.addingTimeInterval(500)) == 0)
    }

    @Test func theNextChangeIsWhenTheDigitsChange() {
        let t = RestTimer(seconds: 90, from: Self.start)
        #expect(t.untilNextChange(at: Self.start) == 1)
        let at = Self.start.addingTimeInterval(10.25)
        #expect(abs(t.untilNextChange(at: at) - 0.75) < 1e-6)
        #expect(t.remaining(at: at.addingTimeInterval(t.untilNextChange(at: at))) == t.remaining(at: at) - 1)
        // Ended (the loop had not yet seen it): due now, never "never" (the loop turned that into
        // an Int and would have crashed).
        #expect(t.untilNextChange(at: Self.start.addingTimeInterval(90)) == 0)
        #expect(t.untilNextChange(at: Self.start.addingTimeInterval(95)) == 0)
    }

    @Test func plusAndMinusMoveTheEndByFifteenSeconds() {
        var t = RestTimer(seconds: 180, from: Self.start)
        let now = Self.start.addingTimeInterval(100)
        let longer = t.adjust(by: 15, at: now)
        #expect(longer && t.remaining(at: now) == 95)
        let shorter = t.adjust(by: -15, at: now)
        let shorterStill = t.adjust(by: -15, at: now)
        #expect(shorter && shorterStill && t.remaining(at: now) == 65)
        // Never past an hour from now, however often + is pressed.
        for _ in 0..<400 { _ = t.adjust(by: 15, at: now) }
        #expect(t.remaining(at: now) == RestDefaults.maximum)
        // Taken to zero or below, it is over (and says so).
        var short = RestTimer(seconds: 10, from: Self.start)
        let goesOn = short.adjust(by: -15, at: Self.start)
        #expect(!goesOn)
    }

    @Test func theClock() {
        #expect(RestTimer.clock(0) == "0:00")
        #expect(RestTimer.clock(5) == "0:05")
        #expect(RestTimer.clock(90) == "1:30")
        #expect(RestTimer.clock(180) == "3:00")
        #expect(RestTimer.clock(725) == "12:05")
        #expect(RestTimer.clock(3600) == "60:00")
        #expect(RestTimer.clock(-4) == "0:00")
    }

    @Test(arguments: [
        ("3:00", 180 as Int?), ("1:30", 90), ("0:45", 45), ("90", 90), ("90s", 90), ("90 s", 90), ("2m", 120), ("2min", 120),
        ("2m30s", 150), ("2m 30s", 150), ("2m30", 150), ("1.5m", 90), ("  3:00 ", 180), ("OFF", 0), ("off", 0), ("0", 0),
        ("none", 0), ("", nil), ("default", nil), ("60:00", 3600),
    ])
    func restAsPeopleTypeIt(text: String, seconds: Int?) throws {
        #expect(try RestTimeText.parse(text) == seconds, "‘\(text)’")
    }

    @Test(arguments: ["3:0", "3:60", "abc", "-30", "1:-5", "61:00", "3601", "2m75", "1e9", "99999999999999999999", "m", ":30", "3::00"])
    func restThatIsNotATimeIsRefusedInWords(text: String) {
        #expect(throws: PlatesError.self, "‘\(text)’") { try RestTimeText.parse(text) }
        do {
            _ = try RestTimeText.parse(text, field: "rest")
        } catch {
            guard case .validation(let message, let field) = error else {
                Issue.record("not a validation error: \(error)")
                return
            }
            #expect(field == "rest")
            #expect(message.contains("rest"), "\(message)")
        }
    }

    @Test func describing() {
        #expect(RestTimeText.describe(nil, default: 180) == "default (3:00)")
        #expect(RestTimeText.describe(nil, default: nil) == "default (off)")
        #expect(RestTimeText.describe(0, default: 180) == "off")
        #expect(RestTimeText.describe(150, default: 180) == "2:30")
    }

    @Test func theValidatorKeepsAnExercisesRestWithinAnHour() throws {
        #expect(try Validator.exercise(Self.exercise("Squat", rest: 3600)).restSeconds == 3600)
        #expect(throws: PlatesError.self) { try Validator.exercise(Self.exercise("Squat", rest: 3601)) }
        #expect(throws: PlatesError.self) { try Validator.exercise(Self.exercise("Squat", rest: -1)) }
    }
}
