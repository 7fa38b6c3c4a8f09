import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// The plate calculator's bar and plates in the settings (SPEC 8), on every backend: kept per
/// unit, written back in one spelling, null puts back the standard ones, nonsense is refused and
/// changes nothing.
@Suite(.onTestThreads) struct PlateSettingsContractTests {
    @Test(arguments: BackendFactory.all)
    func aUnitsBarAndPlatesAreKeptAndPutBack(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        #expect(try await b.profile().inventory(.kg) == .standard(.kg))
        let home = try await b.updateProfile(ProfilePatch(barKg: .value(15), platesKg: .value("20x2, 10 5 2,5")))
        #expect(home.barKg == 15 && home.platesKg == "20x2 10 5 2.5" && home.barLb == nil && home.platesLb == nil)
        let read = try await b.profile()
        #expect(read.inventory(.kg) == PlateInventory(unit: .kg, bar: 15, plates: [.init(20, pairs: 2), .init(10), .init(5), .init(2.5)]))
        #expect(read.inventory(.lb) == .standard(.lb))
        // Another unit, and other settings, leave them be.
        _ = try await b.updateProfile(ProfilePatch(defaultPRReps: 5, barLb: .value(35)))
        let both = try await b.profile()
        #expect(both.barKg == 15 && both.platesKg == "20x2 10 5 2.5" && both.barLb == 35 && both.defaultPRReps == 5)
        // The standard ones, set by hand, are kept as "standard".
        _ = try await b.updateProfile(ProfilePatch(barLb: .value(45)))
        #expect(try await b.profile().barLb == nil)
        let reset = try await b.updateProfile(ProfilePatch(barKg: .null, platesKg: .null))
        #expect(reset.barKg == nil && reset.platesKg == nil && reset.inventory(.kg) == .standard(.kg))
    }

    @Test(arguments: BackendFactory.all)
    func nonsenseIsRefusedAndChangesNothing(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        _ = try await b.updateProfile(ProfilePatch(platesKg: .value("25 20")))
        for patch in [
            ProfilePatch(barKg: .value(-1)), ProfilePatch(barKg: .value(.nan)), ProfilePatch(barKg: .value(500)),
            ProfilePatch(platesKg: .value("")), ProfilePatch(platesKg: .value("abc")), ProfilePatch(platesKg: .value("25 25")),
            ProfilePatch(platesLb: .value("0.1")), ProfilePatch(platesLb: .value("20x0")), ProfilePatch(platesLb: .value(String(repeating: "1 ", count: 30))),
        ] {
            await expectPlatesError(\.isValidation) { _ = try await b.updateProfile(patch) }
        }
        let p = try await b.profile()
        #expect(p.platesKg == "25 20" && p.barKg == nil && p.platesLb == nil)
    }
}
