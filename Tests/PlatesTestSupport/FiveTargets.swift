import PlatesCore

/// The five rep targets of the PR table (`Limits.prReps`) among records kept for every rep count
/// and kind: what tests written for the table compare.
extension Array where Element == PersonalRecord {
    public var five: [PersonalRecord] { filter { Limits.prReps.contains($0.targetReps) } }
}
