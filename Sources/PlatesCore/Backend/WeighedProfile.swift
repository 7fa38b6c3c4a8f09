import Foundation

/// The stored settings with the body-weight entries that complete them (the current weight is
/// the latest entry's): what the profile and the body-weight cards are made of.
public struct WeighedProfile: Sendable {
    public var settings: Profile
    public var bodyWeight: BodyWeightEnds

    public init(settings: Profile, bodyWeight: BodyWeightEnds) {
        self.settings = settings
        self.bodyWeight = bodyWeight
    }

    /// The settings with the latest entry's weight as the current weight.
    public var profile: Profile { settings.weighing(bodyWeight.latest) }
}

extension PlatesStorage {
    /// Each read on its own, for a store whose reads cost no trip to another thread (the demo's)
    /// or that has no single-read form of it yet; SQLite's answers it in one read.
    public func weighedProfile() async throws(PlatesError) -> WeighedProfile {
        WeighedProfile(settings: try await profileSettings(), bodyWeight: try await bodyWeightEnds())
    }
}
