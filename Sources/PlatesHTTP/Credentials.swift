import Foundation
import PlatesCore
import PlatesFiles

/// A log-in kept between runs: the server, the account and its tokens. Stored in
/// `$XDG_CONFIG_HOME/plates/credentials.json` (default `~/.config/plates/credentials.json`),
/// mode 0600, because the tokens are as good as the password until they expire.
public struct Credentials: Codable, Hashable, Sendable {
    public var server: String
    public var email: String
    public var accessToken: String
    public var refreshToken: String

    public init(server: String, email: String, accessToken: String, refreshToken: String) {
        self.server = server
        self.email = email
        self.accessToken = accessToken
        self.refreshToken = refreshToken
    }

    enum CodingKeys: String, CodingKey {
        case server, email
        case accessToken = "access_token"
        case refreshToken = "refresh_token"
    }
}

/// Reads and writes the credentials file.
public struct CredentialsFile: Sendable {
    public let path: String

    public init(path: String) { self.path = path }

    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        DatabaseLocation.configDirectory(environment: environment) + "/credentials.json"
    }

    /// nil when there is no file; a damaged file is an error that says where it is.
    public func load() throws(PlatesError) -> Credentials? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        do {
            return try WireCoding.decode(Credentials.self, from: data)
        } catch {
            throw .decoding("\(path) is damaged (\(error.message)): run `plates login` again")
        }
    }

    /// Writes atomically with mode 0600 (the folder 0700).
    public func save(_ credentials: Credentials) throws(PlatesError) {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try PrivateFiles.createFolders(directory)
            let data = try WireCoding.encoder(pretty: true).encode(credentials)
            let temporary = path + ".tmp-\(getpid())"
            unlink(temporary)  // a leftover of a save that died half-way
            // 0600 from its creation: the tokens are never in a file another user may read.
            try PrivateFiles.writeNew(data, to: temporary)
            if rename(temporary, path) != 0 { throw PlatesError.internal("cannot replace \(path): \(String(cString: strerror(errno)))") }
        } catch let e as PlatesError {
            throw e
        } catch let e as PlatesFileError {
            throw .internal("cannot save the log-in: \(e)")
        } catch {
            throw .internal("cannot save the log-in to \(path): \(error.localizedDescription)")
        }
    }

    public func delete() throws(PlatesError) {
        if FileManager.default.fileExists(atPath: path), unlink(path) != 0 {
            throw .internal("cannot remove \(path): \(String(cString: strerror(errno)))")
        }
    }
}
