import PlatesCore

/// The full-screen interface's arguments read by hand. ArgumentParser builds its whole command
/// tree by reflection before it reads one argument: 3.3–3.7 ms of the first frame's 28 ms.
/// `plates`, `plates --demo`, `plates --db PATH`, `plates --server URL`, `--unit` and `--backup-dir`
/// need none of it. Anything else (help, a subcommand, a repeated, unknown or contradictory
/// option, a missing or odd value) answers nil and goes through ArgumentParser, which explains it.
enum FastStart {
    static func choice(_ arguments: [String]) -> BackendChoice? {
        var choice = BackendChoice()
        var seen: Set<String> = []
        var i = 0
        while i < arguments.count {
            var name = arguments[i]
            var value: String?
            if let eq = name.firstIndex(of: "=") {
                value = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard seen.insert(name).inserted else { return nil }
            i += 1
            if name == "--demo" {
                guard value == nil else { return nil }
                choice.demo = true
                continue
            }
            if value == nil, i < arguments.count {
                value = arguments[i]
                i += 1
            }
            guard let value, !value.isEmpty, !value.hasPrefix("-") else { return nil }
            switch name {
            case "--db": choice.db = value
            case "--server": choice.server = value
            case "--backup-dir": choice.backupDir = value
            case "--unit":
                guard let unit = WeightUnit(lenient: value) else { return nil }
                choice.unit = unit
            default: return nil
            }
        }
        guard (try? choice.validated()) != nil else { return nil }
        return choice
    }
}
