import Foundation
import PlatesCore
import PlatesTestSupport
import TermUI
import Testing

@testable import PlatesApp

/// The dashboard at every size from 80×24 down: a card that does not fit whole is left out, with
/// the cards after it; none is drawn cut (a border without its bottom, or a card missing lines).
@Suite(.onTestThreads) struct DashboardSizeTests {
    static let sizes = [
        Size(width: 80, height: 24), Size(width: 60, height: 20), Size(width: 60, height: 16), Size(width: 48, height: 14),
        Size(width: 48, height: 12), Size(width: 40, height: 11), Size(width: 100, height: 14), Size(width: 100, height: 12),
        Size(width: 72, height: 10), Size(width: 120, height: 40), Size(width: 120, height: 33),
    ]

    @Test(arguments: sizes)
    func everyCardIsWholeOrLeftOut(_ size: Size) async throws {
        let driver = try await AppDriver(size: size, backend: AppDriver.sharedDemo)
        let rows = driver.screen.framedRows.map { Array($0.dropFirst().dropLast()) }
        // Each top-left corner has its bottom-left corner below it, with side borders between.
        for (y, row) in rows.enumerated() {
            for (x, ch) in row.enumerated() where ch == "┌" {
                let below = rows[(y + 1)...].firstIndex { $0.indices.contains(x) && $0[x] != "│" }
                #expect(below.map { rows[$0][x] } == "└", "\(size): the card at row \(y), column \(x) has no bottom")
            }
        }
        // Each card shown has all its lines: the demo's today, last workout and body weight.
        let text = driver.screen.framedRows.joined(separator: "\n")
        if text.contains("┌ Today") { #expect(text.contains("Bench Press, Overhead") && text.contains("4008 kg volume"), "\(size)\n\(text)") }
        if text.contains("┌ Last workout") { #expect(text.contains("Barbell Row,") && text.contains("17 sets"), "\(size)\n\(text)") }
        if text.contains("┌ Body weight") { #expect(text.contains("now 82.3 kg") && text.contains("change −3.9 kg"), "\(size)\n\(text)") }
        if text.contains("┌ This week ─") { #expect(text.contains("training days since Monday"), "\(size)\n\(text)") }
    }
}
