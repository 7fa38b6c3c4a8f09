import Foundation
import PlatesTestSupport
import Testing

@testable import PlatesCore

/// The machine's zone as its C library reads `TZ` (tzset(3)), not as Foundation does: with
/// `TZ=:Europe/Berlin`, a path, or a POSIX rule, Foundation fell back to `/etc/localtime` (a
/// server's UTC), and it took `GMT+5` for 5 h east.
@Suite(.onTestThreads) struct LocalTimeZoneTests {
    static let zoneFiles = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/zoneinfo")
    static let berlinFile = try! [UInt8](Data(contentsOf: zoneFiles.appendingPathComponent("Europe-Berlin.tzif")))
    static let sydneyFile = try! [UInt8](Data(contentsOf: zoneFiles.appendingPathComponent("Australia-Sydney.tzif")))

    static func at(_ iso: String) -> Date { try! Date(iso, strategy: .iso8601) }
    static func seconds(_ iso: String) -> Int { Int(at(iso).timeIntervalSince1970) }

    /// A machine with the given links (path → where it ends) and files, and no other.
    static func source(
        tz: String?, links: [String: String] = [:], files: [String: [UInt8]] = [:], now: String = "2026-07-01T12:00:00Z"
    ) -> LocalTimeZone.Source {
        LocalTimeZone.Source(
            tz: tz,
            realPath: { path in links[path] ?? (files[path] != nil ? path : nil) },
            contents: { path in files[path] },
            now: at(now), fallback: { TimeZone(identifier: "America/Denver")! })
    }

    static func offsets(_ zone: TimeZone, _ instants: [String]) -> [Int] {
        instants.map { zone.secondsFromGMT(for: at($0)) / 60 }
    }

    /// Berlin's changes in 2026 (the last Sundays of March and October, at 01:00 UTC), a second
    /// before and at each.
    static let berlinChanges = ["2026-03-29T00:59:59Z", "2026-03-29T01:00:00Z", "2026-10-25T00:59:59Z", "2026-10-25T01:00:00Z"]
    static let berlinOffsets = [60, 120, 120, 60]
    /// Sydney's: daylight time ends on 5 April (03:00 AEDT) and starts on 4 October (02:00 AEST).
    static let sydneyChanges = ["2026-04-04T15:59:59Z", "2026-04-04T16:00:00Z", "2026-10-03T15:59:59Z", "2026-10-03T16:00:00Z"]
    static let sydneyOffsets = [660, 600, 600, 660]

    @Test func aPosixRuleReadsAsTheCLibraryReadsIt() throws {
        let europe = try #require(PosixTimeZone("CET-1CEST,M3.5.0,M10.5.0/3"))
        #expect(europe.standardOffset == 3600)
        #expect(europe.daylight?.offset == 7200)
        let (start, end) = europe.changes(in: 2026)
        #expect(start == Self.seconds("2026-03-29T01:00:00Z"))
        #expect(end == Self.seconds("2026-10-25T01:00:00Z"))
        #expect(europe.offset(at: start - 1) == 3600 && europe.offset(at: start) == 7200)
        #expect(europe.offset(at: end - 1) == 7200 && europe.offset(at: end) == 3600)

        // The south: daylight time across the new year.
        let sydney = try #require(PosixTimeZone("AEST-10AEDT,M10.1.0,M4.1.0/3"))
        #expect(sydney.changes(in: 2026).start == Self.seconds("2026-10-03T16:00:00Z"))
        #expect(sydney.changes(in: 2026).end == Self.seconds("2026-04-04T16:00:00Z"))
        #expect(sydney.offset(at: Self.seconds("2026-01-15T00:00:00Z")) == 39600)
        #expect(sydney.offset(at: Self.seconds("2026-07-15T00:00:00Z")) == 36000)

        // Fixed offsets, quoted names, minutes; POSIX writes hours west.
        #expect(PosixTimeZone("JST-9")?.standardOffset == 32400)
        #expect(PosixTimeZone("JST-9")?.daylight == nil)
        #expect(PosixTimeZone("<+0530>-5:30")?.standardOffset == 19800)
        #expect(PosixTimeZone("<-03>3")?.standardOffset == -10800)
        #expect(PosixTimeZone("GMT+5")?.standardOffset == -18000)
        #expect(PosixTimeZone("UTC0")?.standardOffset == 0)
        // The US rules when daylight time has no dates; Julian and zero-based days, a time past 24 h.
        #expect(PosixTimeZone("EST5EDT")?.changes(in: 2026).start == Self.seconds("2026-03-08T07:00:00Z"))
        #expect(PosixTimeZone("XST5XDT,J60/2,300/25")?.changes(in: 2028).start == Self.seconds("2028-03-01T07:00:00Z"))
        #expect(PosixTimeZone("XST5XDT,J60/2,300/25")?.changes(in: 2028).end == Self.seconds("2028-10-28T05:00:00Z"))
        // Israel's rule: the Friday before the last Sunday, at 02:00, written as 26 h of Thursday.
        #expect(PosixTimeZone("IST-2IDT,M3.4.4/26,M10.5.0")?.changes(in: 2026).start == Self.seconds("2026-03-27T00:00:00Z"))

        for broken in ["", "Europe/Nowhere", "CE-1", "CET", "CET-1CEST,M3.5.0", "CET-1CEST,M13.5.0,M10.5.0", "CET-25", "<+05-5", "CET-1 ", "JST-9x"] {
            #expect(PosixTimeZone(broken) == nil, "\(broken)")
        }
    }

    @Test func theZoneIsReadAsTzsetReadsIt() {
        let tokyo = ["/usr/share/zoneinfo/Asia/Tokyo": "/usr/share/zoneinfo/Asia/Tokyo"]
        // No TZ: /etc/localtime, a link into the zone folder, through a second link too.
        #expect(LocalTimeZone.resolve(Self.source(tz: nil, links: ["/etc/localtime": "/usr/share/zoneinfo/Asia/Tokyo"])).identifier == "Asia/Tokyo")
        // The colon forms: a name, a path, the system file.
        #expect(LocalTimeZone.resolve(Self.source(tz: ":Europe/Berlin")).identifier == "Europe/Berlin")
        #expect(LocalTimeZone.resolve(Self.source(tz: ":/usr/share/zoneinfo/Asia/Tokyo", links: tokyo)).identifier == "Asia/Tokyo")
        #expect(LocalTimeZone.resolve(Self.source(tz: "/usr/share/zoneinfo/Asia/Tokyo", links: tokyo)).identifier == "Asia/Tokyo")
        #expect(
            LocalTimeZone.resolve(Self.source(tz: ":/etc/localtime", links: ["/etc/localtime": "/usr/share/zoneinfo/posix/Asia/Tokyo"])).identifier
                == "Asia/Tokyo")
        #expect(LocalTimeZone.resolve(Self.source(tz: ":", links: ["/etc/localtime": "/usr/share/zoneinfo/Asia/Tokyo"])).identifier == "Asia/Tokyo")
        // A name.
        #expect(LocalTimeZone.resolve(Self.source(tz: "America/New_York")).identifier == "America/New_York")
        // Empty is UTC; what reads as nothing is UTC, as `date` shows it.
        for utc in ["", "garbage!", "Europe/Nowhere", "/nonexistent"] {
            #expect(LocalTimeZone.resolve(Self.source(tz: utc)).secondsFromGMT() == 0, "\(utc)")
        }
        // Without TZ or any zone file: Foundation's own reading.
        #expect(LocalTimeZone.resolve(Self.source(tz: nil)).identifier == "America/Denver")
    }

    @Test func aCopiedZoneFileIsReadByItsRule() {
        // /etc/localtime copied, not linked (containers): Berlin's changes, not a guess from "CET".
        let copied = LocalTimeZone.resolve(Self.source(tz: nil, files: ["/etc/localtime": Self.berlinFile]))
        #expect(Self.offsets(copied, Self.berlinChanges) == Self.berlinOffsets)
        let south = LocalTimeZone.resolve(Self.source(tz: "/home/lifter/.zone", files: ["/home/lifter/.zone": Self.sydneyFile]))
        #expect(Self.offsets(south, Self.sydneyChanges) == Self.sydneyOffsets)
        #expect(LocalTimeZone.footer(Self.berlinFile)?.text == "CET-1CEST,M3.5.0,M10.5.0/3")
        // Not a zone file, or a version 1 file without a rule.
        #expect(LocalTimeZone.footer(Array("CET-1CEST,M3.5.0,M10.5.0/3\n".utf8)) == nil)
        #expect(LocalTimeZone.footer(Array("TZif\0\0\0\0\nCET-1\n".utf8)) == nil)
    }

    @Test func aRuleInTzIsAZoneThatChangesWhenItDoes() {
        let europe = LocalTimeZone.resolve(Self.source(tz: "CET-1CEST,M3.5.0,M10.5.0/3"))
        #expect(Self.offsets(europe, Self.berlinChanges) == Self.berlinOffsets)
        let sydney = LocalTimeZone.resolve(Self.source(tz: "AEST-10AEDT,M10.1.0,M4.1.0/3"))
        #expect(Self.offsets(sydney, Self.sydneyChanges) == Self.sydneyOffsets)
        #expect(LocalTimeZone.resolve(Self.source(tz: "JST-9")).secondsFromGMT() == 32400)
        #expect(LocalTimeZone.resolve(Self.source(tz: "<+0530>-5:30")).secondsFromGMT() == 19800)
        // POSIX's GMT+5 is 5 h west (and so is the zone file of that name); ICU read it east.
        #expect(LocalTimeZone.resolve(Self.source(tz: "GMT+5")).secondsFromGMT() == -18000)
        #expect(
            LocalTimeZone.resolve(Self.source(tz: "GMT+5", links: ["/usr/share/zoneinfo/GMT+5": "/usr/share/zoneinfo/Etc/GMT+5"]))
                .secondsFromGMT() == -18000)
        #expect(LocalTimeZone.resolve(Self.source(tz: "UTC-3")).secondsFromGMT() == 10800)
        // A rule no zone keeps: the offset in force now (daylight time in July here).
        let odd = LocalTimeZone.resolve(Self.source(tz: "ABC-1XYZ,M2.1.0,M9.1.0"))
        #expect(odd.secondsFromGMT(for: Self.at("2026-07-01T12:00:00Z")) == 7200)
        let oddInWinter = LocalTimeZone.resolve(Self.source(tz: "ABC-1XYZ,M2.1.0,M9.1.0", now: "2026-12-01T12:00:00Z"))
        #expect(oddInWinter.secondsFromGMT(for: Self.at("2026-12-01T12:00:00Z")) == 3600)
    }

    @Test func aDayIsTheLocalDayOfTheZoneRead() {
        // 23:30 UTC on 30 June is 1 July in Berlin under each way of writing Berlin's zone.
        let late = Self.at("2026-06-30T23:30:00Z")
        for tz in ["Europe/Berlin", ":Europe/Berlin", "CET-1CEST,M3.5.0,M10.5.0/3"] {
            let calendar = Calendar.plates(timeZone: LocalTimeZone.resolve(Self.source(tz: tz)))
            #expect(calendar.component(.day, from: late) == 1, "\(tz)")
        }
    }
}
