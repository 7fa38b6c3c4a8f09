import ArgumentParser
import PlatesCore
import PlatesTestSupport
import Testing

@testable import plates

/// The interface's hand-read arguments (`FastStart`) agree with ArgumentParser wherever they
/// answer, and leave everything else to it.
@Suite(.onTestThreads) struct FastStartTests {
    static let fast: [[String]] = [
        [], ["--demo"], ["--db", "/tmp/a.sqlite"], ["--db=/tmp/a b.sqlite"], ["--db", "~/x.sqlite", "--unit", "lb"],
        ["--unit=kg", "--demo"], ["--server", "https://plates.example"], ["--server=http://localhost:8080", "--unit", "LB"],
    ]
    static let slow: [[String]] = [
        ["--help"], ["-h"], ["--version"], ["log", "bench 100x5"], ["sets"], ["--demo", "--db", "x"], ["--db", "x", "--server", "y"],
        ["--demo", "--demo"], ["--db", "a", "--db", "b"], ["--db"], ["--db="], ["--db", "--demo"], ["--unit", "stone"],
        ["--unit"], ["--demo=yes"], ["--dmeo"], ["-d"], ["extra"], ["--db", "a", "extra"], ["--", "--demo"],
    ]

    @Test(arguments: fast)
    func theInterfacesOwnArgumentsAreReadAsArgumentParserReadsThem(arguments: [String]) throws {
        let choice = try #require(FastStart.choice(arguments))
        let parsed = try #require(try PlatesCommand.parseAsRoot(arguments) as? PlatesCommand)
        #expect(choice == parsed.global.choice)
    }

    @Test(arguments: slow)
    func everythingElseGoesThroughArgumentParser(arguments: [String]) {
        #expect(FastStart.choice(arguments) == nil)
    }
}
