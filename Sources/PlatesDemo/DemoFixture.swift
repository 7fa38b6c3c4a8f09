import Foundation
import PlatesCore

/// The demo fixture of Resources/demo/training.json: sessions and weigh-ins dated relative to
/// today (`days_ago`), sets written in the quick-log grammar.
struct DemoFixture: Decodable {
    struct Entry: Decodable {
        var exercise: String
        var sets: [String]
        var notes: String?
    }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    struct Session: Decodable {
        var days_ago: Int
        /// `HH:mm` local time the session started…
        var time: String?
        /// …or, for today, how long ago it started.
        var minutes_ago: Int?
        var entries: [Entry]
        /// The session as a workout (SPEC 8); nil: a day's sets without one.
        var workout: WorkoutFixture?
    }
    struct WorkoutFixture: Decodable {
        var name: String
        /// A routine of the fixture's, by name.
        var routine: String?
        /// Still being trained: today's session.
        var open: Bool?
    }
    struct RoutineFixture: Decodable {
        var name: String
        var notes: String?
        /// In `RoutineText`'s grammar.
        var plan: String
    }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    struct WeighIn: Decodable {
        var days_ago: Int
        var weight: Double
        var notes: String?
    }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    struct ProfileFixture: Decodable {
        var unit: WeightUnit
        var goal_weight: Double?
        var default_pr_reps: Int
    }

    var profile: ProfileFixture
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var custom_exercises: [BaseCatalogue.Entry]
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var pinned_notes: [String: String]
    var routines: [RoutineFixture]
    var sessions: [Session]
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var body_weight: [WeighIn]

    /// The embedded copy of Resources/demo/training.json.
    static var json: String { EmbeddedTraining.text }
}
