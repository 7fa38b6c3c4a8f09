import ArgumentParser
import PlatesCore

/// An option mistyped among the words a command reads as they are (`.allUnrecognized`, so that
/// `-5x5` reaches the grammar's message, not the option parser): `plates log bench 100x5 --note
/// paused` said "‘--note’ is not a weight, reps, time or distance", and `plates plates 140
/// --warm-up` "‘140 --warm-up’ is not a weight". Said as the parser says any unknown option, with
/// the nearest the command has, or where that value goes instead (`hints`).
enum StrayOption {
    static func check(_ words: [String], of command: any ParsableCommand.Type, hints: [String: String] = [:]) throws {
        guard let word = words.first(where: { $0.hasPrefix("--") && $0.dropFirst(2).first?.isLetter == true }) else { return }
        let name = String(word.prefix { $0 != "=" })
        if let hint = hints[name] { throw ValidationError("Unknown option '\(name)': \(hint)") }
        let near = options(of: command).map { ($0, ExerciseMatcher.distance(name, $0)) }.filter { $0.1 <= 2 }
            .min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
        throw ValidationError("Unknown option '\(name)'." + (near.map { " Did you mean '\($0)'?" } ?? ""))
    }

    /// The long options the command's help names (its own and the shared ones).
    static func options(of command: any ParsableCommand.Type) -> Set<String> {
        let words = command.helpMessage(columns: 1_000).split { !($0.isLetter || $0 == "-") }
        return Set(words.filter { $0.hasPrefix("--") && $0.count > 2 && !$0.hasSuffix("-") }.map(String.init))
    }
}
