import ArgumentParser
import Foundation
import PlatesCore
import PlatesServer

/// `plates-server admin …`: the operator's commands, on the storage a server uses (it may be
/// running).
struct AdminCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "admin",
        abstract: "Manage accounts and invite codes on the server's storage.",
        subcommands: [InviteCommand.self, UsersCommand.self, ResetPasswordCommand.self, DeleteUserCommand.self, AdminBackupCommand.self])
}

extension AdminCommand {
    /// Opens the storage, runs `body`, closes it; a failure is one line on stderr and status 1.
    static func withAdmin(_ storage: StorageOptions, _ body: (ServerAdmin) async throws(PlatesError) -> Void) async throws {
        do throws(PlatesError) {
            let admin = try await ServerAdmin.open(storage.location())
            defer { admin.close() }
            try await body(admin)
        } catch {
            FileHandle.standardError.write(Data("plates-server: \(error.message)\n".utf8))
            throw ExitCode(1)
        }
    }
}

/// `plates-server admin invite`: a code for one sign-up on a server run with `--signups invite`.
struct InviteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "invite",
        abstract: "Make an invite code: one sign-up within 14 days (plates login --signup --invite CODE).")

    @OptionGroup var storage: StorageOptions

    func run() async throws {
        try await AdminCommand.withAdmin(storage) { admin throws(PlatesError) in
            let code = try await admin.newInvite()
            print("\(code)\n(one sign-up within 14 days: plates login --server URL --signup --invite \(code))")
        }
    }
}

/// `plates-server admin users`: the accounts, oldest first.
struct UsersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "users", abstract: "List the accounts, oldest first.")

    @OptionGroup var storage: StorageOptions

    func run() async throws {
        try await AdminCommand.withAdmin(storage) { admin throws(PlatesError) in
            let users = try await admin.users()
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withFullDate]
            print("E-MAIL\tSIGNED UP\tSESSIONS\tNAME")
            for user in users {
                print("\(user.account.email)\t\(formatter.string(from: user.account.createdAt))\t\(user.liveSessions)\t\(user.account.name ?? "")")
            }
            print("\(users.count) account\(users.count == 1 ? "" : "s")")
        }
    }
}

/// `plates-server admin reset-password EMAIL`: a new random password, every session ended.
struct ResetPasswordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset-password", abstract: "Give an account a new random password (printed) and log it out everywhere.")

    @Argument(help: "The account's e-mail.")
    var email: String

    @OptionGroup var storage: StorageOptions

    func run() async throws {
        try await AdminCommand.withAdmin(storage) { admin throws(PlatesError) in
            let password = try await admin.resetPassword(email: email)
            print("\(password)\n(the new password of \(email); every device logs in again with it)")
        }
    }
}

/// `plates-server admin delete-user EMAIL --yes`: the account and all its data, gone for good.
struct DeleteUserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete-user",
        abstract: "Delete an account with all its sets, exercises, body weight and sessions (no undo: back up first).")

    @Argument(help: "The account's e-mail.")
    var email: String

    @Flag(help: "Delete without asking: this command does nothing without it.")
    var yes = false

    @OptionGroup var storage: StorageOptions

    func validate() throws {
        // No prompt: the operator may run this over SSH from a script; the flag is the "are you sure".
        guard yes else { throw ValidationError("This deletes \(email)'s account and all its data for good: add --yes to do it.") }
    }

    func run() async throws {
        try await AdminCommand.withAdmin(storage) { admin throws(PlatesError) in
            let account = try await admin.deleteUser(email: email)
            print("Deleted the account of \(account.email) (signed up \(account.createdAt.formatted(.iso8601.year().month().day()))) and all its data.")
        }
    }
}
