import Foundation

/// A TCP connection that sends exactly the bytes it is given, when it is given them: for a
/// server's handling of clients that stop half-way (headers cut, a body that stalls).
public final class RawConnection: Sendable {
    public let descriptor: Int32

    public init(port: Int, host: String = "127.0.0.1") throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr(host)
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard descriptor >= 0, connected == 0 else { throw RawConnectionError(what: "connect to \(host):\(port)", code: errno) }
    }

    public func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard Foundation.send(descriptor, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else {
            throw RawConnectionError(what: "send", code: errno)
        }
    }

    /// What the server sends until it closes the connection, until `timeout` seconds pass, or
    /// until the text holds `until`; `closed` says whether it was closed. The wait blocks a thread of its own, not one of the test process's
    /// few concurrency threads, which a server in the same process needs to answer.
    public func receive(timeout: Double, until marker: String? = nil) async -> (text: String, closed: Bool) {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: self.blockingReceive(timeout: timeout, until: marker)) }.start()
        }
    }

    /// A signal (a child process of another test ending) interrupts `recv` with EINTR: that is
    /// no answer, so the wait goes on until the deadline. It once ended the wait at once, and a
    /// connection the server closed a second later was reported "still open after 20 s".
    private func blockingReceive(timeout: Double, until marker: String?) -> (text: String, closed: Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let left = max(0.001, deadline.timeIntervalSinceNow)
            var seconds = timeval(tv_sec: Int(left), tv_usec: Int((left - Double(Int(left))) * 1_000_000))
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &seconds, socklen_t(MemoryLayout<timeval>.size))
            let n = recv(descriptor, &buffer, buffer.count, 0)
            if n > 0 {
                received += buffer[0..<n]
                if let marker, String(decoding: received, as: UTF8.self).contains(marker) { return (String(decoding: received, as: UTF8.self), false) }
                continue
            }
            if n < 0, errno == EINTR, deadline.timeIntervalSinceNow > 0 { continue }
            return (String(decoding: received, as: UTF8.self), n == 0 || (n < 0 && errno == ECONNRESET))
        }
    }

    deinit { close(descriptor) }
}

public struct RawConnectionError: Error, CustomStringConvertible {
    public var what: String
    public var code: Int32
    public var description: String { "\(what): \(String(cString: strerror(code)))" }
}
