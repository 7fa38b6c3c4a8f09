import Foundation
import PlatesCore

/// Questions on the terminal for `plates login`.
enum Prompt {
    static func line(_ question: String) throws(PlatesError) -> String {
        FileHandle.standardError.write(Data(question.utf8))
        guard let answer = readLine(), !answer.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw .validation("No answer given.", field: "input")
        }
        return answer.trimmingCharacters(in: .whitespaces)
    }

    static func stdinLine() throws(PlatesError) -> String {
        guard let line = readLine(strippingNewline: true), !line.isEmpty else {
            throw .validation("No password on standard input.", field: "password")
        }
        return line
    }

    /// Reads without echo (the terminal's echo is turned off and always turned back on).
    static func secret(_ question: String) throws(PlatesError) -> String {
        guard isatty(STDIN_FILENO) == 1 else { return try stdinLine() }
        FileHandle.standardError.write(Data(question.utf8))
        var saved = termios()
        tcgetattr(STDIN_FILENO, &saved)
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &quiet)
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
            FileHandle.standardError.write(Data("\n".utf8))
        }
        guard let answer = readLine(), !answer.isEmpty else { throw .validation("No password given.", field: "password") }
        return answer
    }
}
