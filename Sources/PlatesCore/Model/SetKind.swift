/// The kind of a logged set. Warm-ups count for history and volume, never for records.
public enum SetKind: String, Codable, CaseIterable, Sendable, Hashable {
    case normal, warmup, drop, failure
}
