extension ImportFile {
    /// The apps write an assisted exercise's assistance as its weight ("Pull Up (Assisted)", 12.9):
    /// Plates stores it as a negative added load on a body-weight exercise (`BW − 12.9 kg`), so more
    /// help never ranks as a heavier record or adds volume. A Plates export already has the sign.
    /// In place, while the reader's file is the only copy (a copy of 100,000 sets is 26 MB).
    mutating func takeAssistanceOff() {
        guard format != .plates else { return }
        var assisted: [String: Bool] = [:]  // folding a name is slow: once per name, not per set
        var changed = 0
        for i in sets.indices {
            guard let w = sets[i].weight, w > 0 else { continue }
            let name = sets[i].exercise
            let isAssisted = assisted[name] ?? ExerciseAliases.isAssisted(name)
            assisted[name] = isAssisted
            guard isAssisted else { continue }
            sets[i].weight = -w
            changed += 1
        }
        if changed > 0 { adjustments["assisted sets: the weight is assistance, stored as BW − weight", default: 0] += changed }
    }
}
