import ArgumentParser
import Foundation
import PlatesCore
import PlatesHTTP

/// `plates login --server URL`: logs in (or signs up) and keeps the tokens in
/// `$XDG_CONFIG_HOME/plates/credentials.json` (mode 0600). From then on `plates` uses that server.
struct LoginCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "login",
        abstract: "Log in to a Plates server; plates then uses that account until `plates logout`.")

    /// `--server URL` is the global option (one spelling for `plates --server` and `plates login --server`).
    @OptionGroup var global: GlobalOptions

    @Option(help: "Your e-mail (asked for when absent).")
    var email: String?

    @Flag(help: "Create the account first.")
    var signup = false

    @Option(help: "Your name, when signing up.")
    var name: String?

    @Option(help: "The invite code a server that takes new accounts by invitation gave you, when signing up.")
    var invite: String?

    @Flag(help: "Read the password from the first line of standard input (for scripts).")
    var passwordStdin = false

    @Flag(help: "Send the password over http:// to a server that is not this machine (a network you trust).")
    var insecure = false

    func run() async throws {
        guard let server = global.server else {
            throw ValidationError("Name the server: plates login --server http://HOST:PORT")
        }
        do throws(PlatesError) {
            // Before the prompts: a refused address should not cost the user their typing.
            try HTTPTransport.checkPrivate(try HTTPTransport.serverURL(server), insecure: insecure)
            let email: String
            if let given = self.email { email = given } else { email = try Prompt.line("E-mail: ") }
            let password: String
            if passwordStdin { password = try Prompt.stdinLine() } else { password = try Prompt.secret("Password: ") }
            let credentials = try await HTTPBackend.logIn(
                server: server, email: email, password: password, signUp: signup, name: name, insecure: insecure, invite: invite)
            let file = CredentialsFile(path: CredentialsFile.defaultPath())
            try file.save(credentials)
            Output.line("Logged in to \(credentials.server) as \(credentials.email). `plates` now uses this account; `plates logout` ends it.")
            Output.flush()
        } catch {
            Output.error(error.message)
            throw ExitCode(1)
        }
    }
}

/// `plates logout`: ends the session on the server and forgets the tokens.
struct LogoutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "logout",
        abstract: "Log out of the Plates server; plates goes back to the local database.")

    func run() async throws {
        let file = CredentialsFile(path: CredentialsFile.defaultPath())
        do throws(PlatesError) {
            guard let credentials = try file.load() else {
                Output.line("Not logged in: plates uses the local database.")
                Output.flush()
                return
            }
            var note = ""
            do {
                try await HTTPBackend.logOut(credentials)
            } catch {
                // The tokens are forgotten anyway; they expire on their own.
                note = " (the server could not be told: \(error.message))"
            }
            try file.delete()
            Output.line("Logged out of \(credentials.server)\(note). plates uses the local database again.")
            Output.flush()
        } catch {
            Output.error(error.message)
            throw ExitCode(1)
        }
    }
}
