import PlatesCore

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP port on 127.0.0.1 that completes connections (the kernel's backlog) and never answers:
/// a server that hangs, for timeout tests. `full()`: its backlog is taken, so a new connection is
/// never even accepted by the kernel (its SYN is dropped): a host that does not answer.
public final class SilentListener: Sendable {
    public let port: Int
    public let descriptor: Int32

    /// A listener whose accept queue is already full: connecting to it hangs.
    public static func full() throws -> SilentListener {
        let listener = try SilentListener(backlog: 0)
        for _ in 0..<4 {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = UInt16(listener.port).bigEndian
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        usleep(200_000)
        return listener
    }

    public init(backlog: Int32 = 16) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw PlatesError.internal("socket() failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        guard bound == 0, listen(fd, backlog) == 0 else {
            _ = Glibc.close(fd)
            throw PlatesError.internal("bind/listen failed")
        }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        descriptor = fd
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    public func close() { _ = Glibc.close(descriptor) }
}
