/// A bar and the plates there are for it, in one unit (SPEC 8: the plate calculator).
public struct PlateInventory: Hashable, Sendable {
    public struct Plate: Hashable, Sendable {
        public var weight: Double
        /// Pairs there are of it; nil: as many as a load needs (a commercial gym).
        public var pairs: Int?

        public init(_ weight: Double, pairs: Int? = nil) {
            self.weight = weight
            self.pairs = pairs
        }
    }

    public var unit: WeightUnit
    public var bar: Double
    /// Heaviest first.
    public var plates: [Plate]

    public init(unit: WeightUnit, bar: Double, plates: [Plate]) {
        self.unit = unit
        self.bar = bar
        self.plates = plates.sorted { $0.weight > $1.weight }
    }

    /// What most gyms have: a 20 kg bar with 25 to 1.25 kg plates (the change plates 2.5 and
    /// 1.25), or a 45 lb bar with 45 to 2.5 lb plates (change plates 5 and 2.5).
    public static func standard(_ unit: WeightUnit) -> PlateInventory {
        switch unit {
        case .kg: PlateInventory(unit: .kg, bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25].map { Plate($0) })
        case .lb: PlateInventory(unit: .lb, bar: 45, plates: [45, 35, 25, 10, 5, 2.5].map { Plate($0) })
        }
    }
}

/// How a weight goes on the bar: the plates on each side, or — when it cannot be loaded with
/// these plates — the nearest weights below and above that can.
public enum PlateLoading: Hashable, Sendable {
    /// Heaviest first; empty for the bar alone.
    case loaded(perSide: [Double])
    case unloadable(below: Double?, above: Double?)

    /// Weights are counted in thousandths, so 1.25 + 1.25 is exactly 2.5.
    static let scale = 1000.0

    public static func load(_ total: Double, on inventory: PlateInventory) -> PlateLoading {
        let bar = units(inventory.bar)
        guard total.isFinite, total >= inventory.bar else { return .unloadable(below: nil, above: inventory.bar) }
        let kinds = inventory.plates.map { (weight: units($0.weight), pairs: $0.pairs) }.filter { $0.weight > 0 }.sorted { $0.weight < $1.weight }
        let difference = units(total) - bar
        // One side in steps of the plates' common divisor: 1.25 kg plates make steps of 1,250.
        let step = kinds.reduce(0) { gcd($0, $1.weight) }
        guard step > 0 else { return difference == 0 ? .loaded(perSide: []) : .unloadable(below: inventory.bar, above: nil) }
        let side = difference / 2
        let reach = (side + (kinds.last?.weight ?? 0)) / step + 1
        guard reach <= maximumSteps else { return .unloadable(below: nil, above: nil) }
        let table = Table(kinds: kinds, step: step, count: reach)
        if difference % 2 == 0, side % step == 0, let plates = table.plates(side / step) {
            return .loaded(perSide: plates.map { Double($0) / scale })
        }
        let below = (0...min(side / step, reach - 1)).reversed().first { table.reachable($0) }
        let above = ((side / step)..<reach).first { table.reachable($0) && 2 * $0 * step > difference }
        return .unloadable(
            below: below.map { Double(bar + 2 * $0 * step) / scale },
            above: above.map { Double(bar + 2 * $0 * step) / scale })
    }

    /// A side heavier than this many steps is not worked out (a typo's 10,000 kg): no answer. The
    /// table costs steps × (plates + limited pairs); the quick log works it out on every frame.
    static let maximumSteps = 20_000

    /// The loadable weight closest to `total` (the lower of two equally close), or the bar.
    public static func nearestLoadable(_ total: Double, on inventory: PlateInventory) -> Double {
        switch load(total, on: inventory) {
        case .loaded: return total
        case .unloadable(let below?, let above?): return total - below <= above - total ? below : above
        case .unloadable(let below?, nil): return below
        case .unloadable(nil, let above?): return above
        case .unloadable(nil, nil): return inventory.bar
        }
    }

    static func units(_ weight: Double) -> Int {
        guard weight.isFinite, abs(weight) < 1e9 else { return weight < 0 ? -Int(1e12) : Int(1e12) }
        return Int((weight * scale).rounded())
    }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

    /// The fewest plates for each side weight (in steps), with the plates limited to their pairs:
    /// one row per plate, lightest first, each row the best with that plate and the lighter ones.
    struct Table {
        let kinds: [(weight: Int, pairs: Int?)]
        let step: Int
        var rows: [[Int]] = []
        static let none = Int.max

        init(kinds: [(weight: Int, pairs: Int?)], step: Int, count: Int) {
            self.kinds = kinds
            self.step = step
            var previous = [Int](repeating: Self.none, count: count)
            previous[0] = 0
            for kind in kinds {
                let width = kind.weight / step
                var row = previous
                if let pairs = kind.pairs {
                    // A few pairs: each pair once more, heaviest totals first (0/1 each time).
                    for _ in 0..<pairs {
                        for total in stride(from: count - 1, through: width, by: -1) where row[total - width] != Self.none {
                            row[total] = min(row[total], row[total - width] + 1)
                        }
                    }
                } else {
                    // As many as needed: each total from the one a plate lighter.
                    for total in width..<max(width, count) where row[total - width] != Self.none {
                        row[total] = min(row[total], row[total - width] + 1)
                    }
                }
                rows.append(row)
                previous = row
            }
        }

        func reachable(_ total: Int) -> Bool { (rows.last?[total] ?? (total == 0 ? 0 : Self.none)) != Self.none }

        /// The plates of `total`, heaviest first: as many of the heaviest plate as the fewest
        /// plates allow, then of the next (25 + 5, not 15 + 15).
        func plates(_ total: Int) -> [Int]? {
            guard reachable(total) else { return nil }
            var plates: [Int] = []
            var left = total
            for k in stride(from: kinds.count - 1, through: 0, by: -1) {
                let width = kinds[k].weight / step
                let best = rows[k][left]
                let below = k > 0 ? rows[k - 1] : nil
                var c = min(left / width, kinds[k].pairs ?? Int.max)
                while c >= 0 {
                    let rest = left - c * width
                    let restBest = below.map { $0[rest] } ?? (rest == 0 ? 0 : Self.none)
                    if restBest != Self.none, restBest + c == best { break }
                    c -= 1
                }
                plates += Array(repeating: kinds[k].weight, count: c)
                left -= c * width
            }
            return plates
        }
    }
}

/// A warm-up ramp to a work weight (SPEC 8): the empty bar for 10, then about 40 % × 5, 60 % × 3,
/// 75 % × 2 and 85 % × 1, each the nearest weight these plates load. A step that would weigh no
/// more than the one before it, or as much as the work weight, is left out.
public enum WarmUpRamp {
    public struct Step: Hashable, Sendable {
        public var weight: Double
        public var reps: Int
    }

    public static let steps: [(fraction: Double, reps: Int)] = [(0.4, 5), (0.6, 3), (0.75, 2), (0.85, 1)]

    public static func steps(to work: Double, on inventory: PlateInventory) -> [Step] {
        guard work.isFinite, work > inventory.bar else { return [] }
        var ramp = [Step(weight: inventory.bar, reps: 10)]
        for (fraction, reps) in steps {
            let weight = PlateLoading.nearestLoadable(work * fraction, on: inventory)
            guard weight > ramp.last!.weight, weight < work else { continue }
            ramp.append(Step(weight: weight, reps: reps))
        }
        return ramp
    }
}
