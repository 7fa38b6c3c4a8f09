import PlatesCore
import PlatesTestSupport
import Testing

/// SPEC 8's plate calculator and warm-up ramp.
@Suite(.onTestThreads) struct PlateLoadingTests {
    static let kg = PlateInventory.standard(.kg)
    static let lb = PlateInventory.standard(.lb)

    @Test(
        arguments: [
            (102.5, [25, 15, 1.25]), (100, [25, 15]), (20, []), (60, [20]), (140, [25, 25, 10]), (22.5, [1.25]),
            (70, [25]), (50, [15]), (185, [25, 25, 25, 5, 2.5]),
        ] as [(Double, [Double])])
    func kilogramsPerSide(total: Double, perSide: [Double]) {
        #expect(PlateLoading.load(total, on: Self.kg) == .loaded(perSide: perSide))
    }

    @Test(arguments: [(225, [45, 45]), (135, [45]), (45, []), (315, [45, 45, 45]), (200, [45, 25, 5, 2.5]), (50, [2.5])] as [(Double, [Double])])
    func poundsPerSide(total: Double, perSide: [Double]) {
        #expect(PlateLoading.load(total, on: Self.lb) == .loaded(perSide: perSide))
    }

    @Test func aWeightThesePlatesCannotMakeNamesTheNearestTwo() {
        #expect(PlateLoading.load(101, on: Self.kg) == .unloadable(below: 100, above: 102.5))
        #expect(PlateLoading.load(101.3, on: Self.kg) == .unloadable(below: 100, above: 102.5))
        #expect(PlateLoading.load(227, on: Self.lb) == .unloadable(below: 225, above: 230))
        #expect(PlateLoading.load(15, on: Self.kg) == .unloadable(below: nil, above: 20), "lighter than the bar")
        #expect(PlateLoading.nearestLoadable(101.25, on: Self.kg) == 100, "equally close: the lighter")
        #expect(PlateLoading.nearestLoadable(101.3, on: Self.kg) == 102.5)
        #expect(PlateLoading.load(.nan, on: Self.kg) == .unloadable(below: nil, above: 20))
    }

    @Test func aHomeGymsFewPairsAreRespected() {
        let home = PlateInventory(unit: .kg, bar: 20, plates: [.init(20, pairs: 2), .init(10, pairs: 1), .init(5, pairs: 1), .init(2.5, pairs: 1)])
        // 40 a side: two 20s, not a 25 the gym lacks.
        #expect(PlateLoading.load(100, on: home) == .loaded(perSide: [20, 20]))
        #expect(PlateLoading.load(135, on: home) == .loaded(perSide: [20, 20, 10, 5, 2.5]))
        // The heaviest it can take is 2 × 57.5 + 20.
        #expect(PlateLoading.load(140, on: home) == .unloadable(below: 135, above: nil))
        // Plates of 1.1 kg make steps of 0.1 kg.
        let odd = PlateInventory(unit: .kg, bar: 10, plates: [.init(1.1)])
        #expect(PlateLoading.load(14.4, on: odd) == .loaded(perSide: [1.1, 1.1]))
        #expect(PlateLoading.load(13, on: odd) == .unloadable(below: 12.2, above: 14.4))
    }

    @Test func withNoPlatesOnlyTheBarLoads() {
        let bare = PlateInventory(unit: .kg, bar: 15, plates: [])
        #expect(PlateLoading.load(15, on: bare) == .loaded(perSide: []))
        #expect(PlateLoading.load(20, on: bare) == .unloadable(below: 15, above: nil))
    }

    @Test func aTypoOfTenTonnesAnswersWithoutWorkingForever() {
        #expect(PlateLoading.load(10_000_000, on: Self.kg) == .unloadable(below: nil, above: nil))
    }

    @Test func everyLoadAddsUpAndUsesTheFewestPlates() {
        var loaded = 0
        for tenth in stride(from: 200, through: 3000, by: 5) {
            let total = Double(tenth) / 10
            guard case .loaded(let side) = PlateLoading.load(total, on: Self.kg) else { continue }
            loaded += 1
            #expect(abs(20 + 2 * side.reduce(0, +) - total) < 1e-9, "\(total)")
            #expect(side == side.sorted(by: >))
        }
        #expect(loaded == (3000 - 200) / 25 + 1, "every 2.5 kg from 20 to 300 loads")
    }

    @Test func theWarmUpRampClimbsFromTheBarToAboutEightyFivePercent() {
        let ramp = WarmUpRamp.steps(to: 140, on: Self.kg).map { "\($0.weight)x\($0.reps)" }
        #expect(ramp == ["20.0x10", "55.0x5", "85.0x3", "105.0x2", "120.0x1"])
        let pounds = WarmUpRamp.steps(to: 315, on: Self.lb).map { "\($0.weight)x\($0.reps)" }
        #expect(pounds == ["45.0x10", "125.0x5", "190.0x3", "235.0x2", "270.0x1"])
        // A light work weight: steps that would not climb are left out.
        #expect(WarmUpRamp.steps(to: 30, on: Self.kg).map(\.weight) == [20, 22.5, 25])
        #expect(WarmUpRamp.steps(to: 20, on: Self.kg).isEmpty, "the bar is the work weight")
        #expect(WarmUpRamp.steps(to: 15, on: Self.kg).isEmpty)
    }
}

/// Which exercises the quick log shows plates for.
@Suite(.onTestThreads) struct BarbellGuessTests {
    static func exercise(_ name: String, type: ExerciseType = .strength, bodyWeight: Bool = false) -> Exercise {
        Exercise(id: name, name: name, muscleGroup: .chest, exerciseType: type, usesBodyWeight: bodyWeight, createdAt: .distantPast)
    }

    @Test func theCataloguesBarbellLiftsAndNoOthers() {
        let barbell = BaseCatalogue.exercises(createdAt: .distantPast).filter(BarbellGuess.isBarbell).map(\.name).sorted()
        #expect(barbell == ["Barbell Curl", "Barbell Row", "Bench Press", "Deadlift", "Overhead Press", "Romanian Deadlift", "Squat"])
    }

    @Test(arguments: ["Front Squat", "Pause Bench Press", "Sumo Deadlift", "Pendlay Row", "Power Clean", "Hip Thrust", "EZ-Bar Curl", "Trap Bar Deadlift"])
    func namesOfBarbellLifts(name: String) {
        #expect(BarbellGuess.isBarbell(Self.exercise(name)))
    }

    @Test(arguments: [
        "Dumbbell Bench Press", "Goblet Squat", "Seated Cable Row", "Smith Machine Squat", "Hack Squat", "Leg Press", "DB Row",
        "Kettlebell Swing", "Lat Pulldown", "Preacher Curl",
    ])
    func namesOfOtherEquipment(name: String) {
        #expect(!BarbellGuess.isBarbell(Self.exercise(name)))
    }

    /// The languages the import reads, accents and German compounds as their apps write them.
    @Test(arguments: [
        ("Kniebeuge", true), ("Frontkniebeuge", true), ("Kreuzheben", true), ("Bankdrücken", true), ("Langhantelrudern", true),
        ("Développé couché", true), ("Soulevé de terre", true), ("Press de banca", true), ("Peso muerto", true), ("Remo con barra", true),
        ("Supino reto", true), ("Stacco da terra", true), ("Panca piana", true), ("Curl con bilanciere", true),
        ("Kurzhantel-Bankdrücken", false), ("Rudern am Kabel", false), ("Beinpresse", false), ("Kniebeuge an der Multipresse", false),
        ("Développé couché haltères", false), ("Press de banca con mancuernas", false), ("Supino com halteres", false),
        ("Remo en polea", false), ("Panca con manubri", false),
    ])
    func namesInOtherLanguages(name: String, barbell: Bool) {
        #expect(BarbellGuess.isBarbell(Self.exercise(name)) == barbell, "\(name)")
    }

    @Test func holdsCardioAndBodyWeightAreNot() {
        #expect(!BarbellGuess.isBarbell(Self.exercise("Squat", type: .timed)))
        #expect(!BarbellGuess.isBarbell(Self.exercise("Row", type: .cardio)))
        #expect(!BarbellGuess.isBarbell(Self.exercise("Squat", bodyWeight: true)))
    }
}

/// Plate lists as typed on the command line and in settings.
@Suite(.onTestThreads) struct PlateListTextTests {
    @Test(arguments: [
        ("25 20 15 10 5 2.5 1.25", "25 20 15 10 5 2.5 1.25"), ("25,20,15", "25 20 15"), ("2.5 25; 20x2", "25 20x2 2.5"),
        ("20x2, 10 5 2,5", "20x2 10 5 2.5"), ("  45 35\t25  ", "45 35 25"), ("1,25", "25 1"),
    ])
    func listsReadAsMeant(text: String, canonical: String) throws {
        #expect(PlateInventory(unit: .kg, bar: 20, plates: try PlateInventory.parsePlates(text)).platesText == canonical)
    }

    @Test(arguments: ["", " ", "abc", "25 25", "0", "0.1", "101", "20x", "20x0", "20x51", "20x2x2", "-5", "nan", "1e3", "25 20 abc"])
    func nonsenseIsRefused(text: String) {
        #expect(throws: PlatesError.self) { try PlateInventory.parsePlates(text) }
    }
}

/// A side written as a lifter reads it: each plate, and a count from four of one (`plates plates
/// 1000` listed nineteen 25s).
@Suite(.onTestThreads) struct PlateSideTextTests {
    @Test func fourOrMoreOfAPlateAreCounted() {
        #expect(PlateInventory.sideText([]) == "the bar alone")
        #expect(PlateInventory.sideText([25, 25, 10]) == "25 + 25 + 10")
        #expect(PlateInventory.sideText([25, 25, 25, 15]) == "25 + 25 + 25 + 15")
        #expect(PlateInventory.sideText(Array(repeating: 25, count: 19) + [15]) == "19 × 25 + 15")
        #expect(PlateInventory.sideText([25, 25, 25, 25, 5, 5, 5, 5, 1.25], ascii: true) == "4 x 25 + 4 x 5 + 1.25")
    }
}
