import Foundation
import PlatesCore

/// What sign-up, log-in and refresh answer (the fields the client keeps).
struct SessionReply: Decodable {
    var accessToken: String
    var refreshToken: String
    var user: User

    struct User: Decodable { var email: String }

    enum CodingKeys: String, CodingKey {
        case user
        case accessToken = "access_token"
        case refreshToken = "refresh_token"
    }
}
