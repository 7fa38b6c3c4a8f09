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
    var sessions: [Session]
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var body_weight: [WeighIn]

    /// The embedded copy of Resources/demo/training.json.
    static var json: String { EmbeddedTraining.text }
}
