import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP server on 127.0.0.1 that answers every connection with the same raw bytes and closes it:
/// a server that misbehaves (500 without a body, broken JSON, a connection closed before any
/// answer: `answer` empty). Counts the requests it read.
public final class CannedHTTPServer: Sendable {
    public let port: Int
    private let listener: SilentListener
    private let requests = Mutex(0)

    public init(answer: String) throws {
        listener = try SilentListener()
        port = listener.port
        let fd = listener.descriptor
        Thread.detachNewThread { [self] in
            while true {
                let client = accept(fd, nil, nil)
                guard client >= 0 else { return }  // the listener was closed
                var request = [UInt8]()
                var chunk = [UInt8](repeating: 0, count: 4096)
                while !request.isWholeRequest {
                    let n = read(client, &chunk, chunk.count)
                    if n <= 0 { break }
                    request += chunk[0..<n]
                }
                requests.withLock { $0 += 1 }
                let bytes = Array(answer.utf8)
                var sent = 0
                while sent < bytes.count {
                    let n = bytes[sent...].withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
                    if n <= 0 { break }
                    sent += n
                }
                _ = Glibc.close(client)
            }
        }
    }

    /// How many requests arrived (retries included).
    public var requestCount: Int { requests.withLock { $0 } }

    public func close() {
        shutdown(listener.descriptor, Int32(SHUT_RDWR))
        listener.close()
    }

    /// A whole HTTP/1.1 answer with a body and its length.
    public static func answer(status: String, headers: [String] = [], body: String) -> String {
        (["HTTP/1.1 \(status)", "Content-Length: \(body.utf8.count)", "Connection: close"] + headers).joined(separator: "\r\n")
            + "\r\n\r\n" + body
    }
}

extension Array where Element == UInt8 {
    /// The headers and as many body bytes as their Content-Length says.
    fileprivate var isWholeRequest: Bool {
        guard count >= 4, let end = (0...(count - 4)).first(where: { self[$0] == 13 && self[$0 + 1] == 10 && self[$0 + 2] == 13 && self[$0 + 3] == 10 }) else {
            return false
        }
        let head = String(decoding: self[..<end], as: UTF8.self).lowercased()
        let length =
            head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        return count >= end + 4 + length
    }
}
