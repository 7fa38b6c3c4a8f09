import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// A cardio set's pace said as its sport says it: a rowing machine's split per 500 m (its
/// monitor's figure), a swim per 100 m, a ride's speed, a run per kilometre or mile.
@Suite(.onTestThreads) struct PaceStyleTests {
    static func cardio(_ name: String) -> Exercise { Make.exercise(name, .cardio, type: .cardio) }

    static func set(_ exercise: Exercise, seconds: Int, distance: Double, _ unit: DistanceUnit) -> WorkoutSet {
        let draft = SetDraft(exerciseId: exercise.id, duration: seconds, distance: distance, distanceUnit: unit, date: Make.date("2026-11-30"))
        return WorkoutSet(id: "s", draft: draft, createdAt: Make.date("2026-11-30"))
    }

    @Test func aRowingMachineSaysItsSplitPer500MetresWithTenths() {
        let f = SetFormatter(unit: .kg)
        let rowing = Self.cardio("Rowing")
        // A 2 km piece in 7:30 is a 1:52.5 split, the figure a Concept2 monitor shows; per km it
        // was 3:45 /km, a figure no rower reads.
        #expect(f.pace(Self.set(rowing, seconds: 450, distance: 2, .km), of: rowing) == "1:52.5 /500m")
        #expect(f.pace(Self.set(rowing, seconds: 450, distance: 2000, .m), of: rowing) == "1:52.5 /500m")
        // The same in pounds and in miles: an erg's split is per 500 m everywhere.
        let ski = Self.cardio("SkiErg")
        #expect(SetFormatter(unit: .lb).pace(Self.set(ski, seconds: 1200, distance: 3, .mi), of: ski) == "2:04.3 /500m")
        // A sprint under a minute keeps its minutes.
        #expect(f.pace(Self.set(rowing, seconds: 96, distance: 1000, .m), of: rowing) == "0:48.0 /500m")
    }

    @Test func aRideIsASpeedAndASwimIsPer100Metres() {
        let f = SetFormatter(unit: .kg)
        let cycling = Self.cardio("Cycling")
        #expect(f.pace(Self.set(cycling, seconds: 3600, distance: 32.4, .km), of: cycling) == "32.4 km/h")
        #expect(f.pace(Self.set(cycling, seconds: 5400, distance: 30, .mi), of: cycling) == "20 mph")
        let swim = Self.cardio("Swimming")
        #expect(f.pace(Self.set(swim, seconds: 1575, distance: 1500, .m), of: swim) == "1:45 /100m")
    }

    @Test func aRunIsPerKilometreOrPerMileAsEntered() {
        let f = SetFormatter(unit: .kg)
        let running = Self.cardio("Running")
        #expect(f.pace(Self.set(running, seconds: 1500, distance: 5, .km), of: running) == "5:00 /km")
        #expect(f.pace(Self.set(running, seconds: 1800, distance: 3.1, .mi), of: running) == "9:41 /mi")
        // An exercise Plates cannot place is a run: a hike, a walk, stairs.
        let hike = Self.cardio("Hike")
        #expect(f.pace(Self.set(hike, seconds: 3600, distance: 5, .km), of: hike) == "12:00 /km")
    }

    @Test func theKindDecidesTheStandardDistancesToo() {
        #expect(ExerciseRecords.standardDistances(for: Self.cardio("Indoor rowing")) == [500, 1000, 2000, 5000, 10_000])
        #expect(ExerciseRecords.standardDistances(for: Self.cardio("Spin class")).first == 10_000)
        #expect(CardioKind(Self.cardio("Open water swim")) == .swim)
        #expect(CardioKind(Self.cardio("Treadmill")) == .run)
    }

    @Test func aRidesSpeedRisesAsItGetsFasterAndAPaceFalls() {
        let ride = PaceStyle(Self.cardio("Bike"), miles: false)
        #expect(!ride.fallsWhenFaster)
        #expect(ride.figure(secondsPerKm: 120) == 30)
        let row = PaceStyle(Self.cardio("Rowing"), miles: true)
        #expect(row.fallsWhenFaster)
        #expect(row.figure(secondsPerKm: 240) == 120)
        #expect(row.unit == "/500m")
    }
}
