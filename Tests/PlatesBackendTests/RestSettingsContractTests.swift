import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// The rest timer's settings (SPEC 8) on every backend: an exercise's own rest (off is 0, null
/// puts back the default, base exercises too) and the alarm at zero; out of range is refused and
/// changes nothing.
@Suite(.onTestThreads) struct RestSettingsContractTests {
    @Test(arguments: BackendFactory.all)
    func anExercisesRestIsKeptAndPutBack(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        let squat = try #require(try await b.listExercises().first { $0.name == "Squat" })
        #expect(squat.restSeconds == nil && RestDefaults.seconds(for: squat) == 180)
        let edited = try await b.updateExercise(id: squat.id, ExercisePatch(restSeconds: .some(150)))
        #expect(edited.restSeconds == 150)
        #expect(try await b.listExercises().first { $0.id == squat.id }?.restSeconds == 150)
        // Other changes leave it.
        _ = try await b.updateExercise(id: squat.id, ExercisePatch(defaultPRReps: 5))
        #expect(try await b.listExercises().first { $0.id == squat.id }?.restSeconds == 150)
        #expect(try await b.updateExercise(id: squat.id, ExercisePatch(restSeconds: .some(0))).restSeconds == 0)
        #expect(try await b.listExercises().first { $0.id == squat.id }?.restSeconds == 0)
        #expect(try await b.updateExercise(id: squat.id, ExercisePatch(restSeconds: .some(nil))).restSeconds == nil)
        #expect(try await b.listExercises().first { $0.id == squat.id }?.restSeconds == nil)
        // A custom exercise too.
        let sled = try await b.createExercise(ExerciseDraft(name: "Sled Push", muscleGroup: .legs))
        #expect(try await b.updateExercise(id: sled.id, ExercisePatch(restSeconds: .some(3600))).restSeconds == 3600)
        for bad in [-1, 3601, Int.max] {
            await expectPlatesError(\.isValidation) { _ = try await b.updateExercise(id: sled.id, ExercisePatch(restSeconds: .some(bad))) }
        }
        #expect(try await b.listExercises().first { $0.id == sled.id }?.restSeconds == 3600)
    }

    @Test(arguments: BackendFactory.all)
    func theAlarmIsKept(factory: BackendFactory) async throws {
        let b = try await factory.make(Clock.environment)
        #expect(try await b.profile().alert == .bell)
        #expect(try await b.updateProfile(ProfilePatch(restAlert: .flash)).alert == .flash)
        _ = try await b.updateProfile(ProfilePatch(defaultPRReps: 3))
        #expect(try await b.profile().restAlert == .flash)
        #expect(try await b.updateProfile(ProfilePatch(restAlert: .off)).alert == .off)
        // The default is kept as "default" (nil).
        #expect(try await b.updateProfile(ProfilePatch(restAlert: .bell)).restAlert == nil)
        #expect(try await b.profile().alert == .bell)
    }
}
