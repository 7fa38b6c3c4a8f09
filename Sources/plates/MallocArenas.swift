#if canImport(Glibc)
    import Glibc
#endif

/// glibc gives threads that allocate at the same time malloc arenas of their own (up to 8 per
/// core), and memory freed in one arena is not reused for another thread's allocations. An import
/// reads the file on one of Swift's threads and plans on another after an `await`, so its peak
/// was the two phases added up, and varied with which threads ran: 150–193 MB for 100,000 sets.
/// One arena: 136 MB every time, at the same speed (docs/performance.md). `plates` is one person's
/// program with little concurrent allocation, so the lock it shares costs nothing measurable.
enum MallocArenas {
    static func useOne() {
        #if canImport(Glibc)
            // `mallopt` is not in Swift's Glibc module: found by name (RTLD_DEFAULT is a null
            // handle), with glibc's stable constant M_ARENA_MAX = -8 from <malloc.h>.
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(nil, "mallopt") else { return }
            _ = unsafeBitCast(symbol, to: Mallopt.self)(-8, 1)
        #endif
    }
}
