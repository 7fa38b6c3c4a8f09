import Foundation
import PlatesCore
import PlatesTestSupport
import Testing

/// Issue 25: backups are named for when they were made, and a folder keeps the newest of each of
/// the last 7 days and of the last 4 weeks; no other file is ever a backup.
@Suite(.onTestThreads) struct BackupRotationTests {
    static let calendar = Calendar.plates(timeZone: TimeZone(identifier: "Europe/Berlin")!)

    static func at(_ text: String) -> Date {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = calendar.timeZone
        f.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return f.date(from: text)!
    }

    @Test func namesAreTheLocalTimeAndReadBack() {
        let date = Self.at("2026-11-24 07:05:09")
        let name = BackupRotation.fileName(for: date, calendar: Self.calendar)
        #expect(name == "plates-2026-11-24-070509.sqlite")
        #expect(BackupRotation.date(ofFileName: name, calendar: Self.calendar) == date)
        // Summer time: the local clock, still one name per second.
        #expect(BackupRotation.fileName(for: Self.at("2026-07-01 23:59:59"), calendar: Self.calendar) == "plates-2026-07-01-235959.sqlite")
    }

    @Test(arguments: [
        "plates.sqlite", "plates-2026-11-24.sqlite", "plates-2026-11-24-070509.sqlite.partial", "plates-2026-02-30-120000.sqlite",
        "plates-2026-11-24-250000.sqlite", "plates-2026-11-24-07050.sqlite", "notes.txt", "plates-2026-11-24-0705０9.sqlite",
        "plates-2026-11-24-070509.sqlite-wal", "xplates-2026-11-24-070509.sqlite",
    ])
    func otherFilesAreNotBackups(name: String) {
        #expect(BackupRotation.date(ofFileName: name, calendar: Self.calendar) == nil, "\(name)")
    }

    @Test func sevenDailyAndFourWeekly() {
        // Two backups a day for 60 days, the last on Tuesday 24 November.
        var names: [String] = []
        for day in 0..<60 {
            let morning = Self.at("2026-11-24 08:00:00").addingTimeInterval(-Double(day) * 86_400)
            names.append(BackupRotation.fileName(for: morning, calendar: Self.calendar))
            names.append(BackupRotation.fileName(for: morning.addingTimeInterval(10 * 3600), calendar: Self.calendar))
        }
        let kept = BackupRotation.keep(names + ["notes.txt"], calendar: Self.calendar)
        let daily = (18...24).map { "plates-2026-11-\($0)-180000.sqlite" }
        // The newest of each of the last four weeks (Monday to Sunday): this one's is today's; the
        // three before end on the Sundays 22, 15 and 8 November.
        let weekly = [24, 22, 15, 8].map { "plates-2026-11-\($0 < 10 ? "0" : "")\($0)-180000.sqlite" }
        #expect(kept == Set(daily + weekly), "\(kept.sorted())")
        #expect(!kept.contains("notes.txt"))
    }

    @Test func aFewBackupsAreAllKept() {
        let names = ["plates-2026-11-24-080000.sqlite", "plates-2026-11-01-080000.sqlite"]
        #expect(BackupRotation.keep(names, calendar: Self.calendar) == Set(names))
        #expect(BackupRotation.keep([], calendar: Self.calendar).isEmpty)
    }
}
