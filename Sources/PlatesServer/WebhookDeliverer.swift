import Foundation
import Logging
import PlatesCore
import PlatesHTTP
import ServiceLifecycle

/// Sends the deliveries that are due, every `webhookPollInterval`, until the server stops: each a
/// POST of its body, signed afresh (`WebhookSignature`). A 2xx answer delivers it; anything else
/// (another status, no answer in `webhookTimeout`, a refused connection) is logged on the
/// delivery and tried again after the next of `webhookRetryDelays`, then given up. Redirects are
/// not followed; the receiver's answer is not kept, only its status.
struct WebhookDeliverer: Service {
    let hooks: WebhookStore

    func run() async throws {
        let poll = UInt64(max(hooks.configuration.webhookPollInterval, 0.01) * 1e9)
        await cancelWhenGracefulShutdown {
            var lastSweep = Date.distantPast
            while !Task.isCancelled {
                await hooks.deliverDue()
                if hooks.now().timeIntervalSince(lastSweep) > 3600 {
                    lastSweep = hooks.now()
                    await hooks.sweep()
                }
                try? await Task.sleep(nanoseconds: poll)
            }
        }
    }
}

extension WebhookStore {
    /// Claims and sends what is due, at most `batch` at once; answers how many were attempted.
    @discardableResult
    func deliverDue() async -> Int {
        let at = now()
        let claimFor = configuration.webhookTimeout + 30
        let due: [DueDelivery]
        do {
            due = try await records.claimDue(
                now: AccountStore.millis(at), claimUntil: AccountStore.millis(at.addingTimeInterval(claimFor)), limit: Self.batch)
        } catch {
            logger.error("webhooks: cannot read the deliveries due: \(error.message)")
            return 0
        }
        await withTaskGroup(of: Void.self) { group in
            for delivery in due { group.addTask { await self.attempt(delivery) } }
        }
        return due.count
    }

    func attempt(_ d: DueDelivery) async {
        let sent = now()
        let headers = [
            "Content-Type: application/json", "User-Agent: plates-server/\(PlatesVersion.number) (webhook)",
            "Plates-Event: \(d.event.rawValue)", "Plates-Delivery: \(d.id)",
            "\(WebhookSignature.header): \(WebhookSignature.sign(secret: d.secret, timestamp: Int(sent.timeIntervalSince1970), body: d.body))",
        ]
        let ms = Int(configuration.webhookTimeout * 1000)
        let got = await HTTPExchange.send(method: "POST", url: d.url, headers: headers, body: d.body, connectMs: ms, totalMs: ms)
        let done = now()
        var outcome = AttemptOutcome(delivered: false, status: nil, error: nil, nextAttemptAt: nil, at: AccountStore.millis(done))
        if got.curlCode != 0 {
            outcome.error = Self.describe(curlCode: got.curlCode, detail: got.detail)
        } else if (200..<300).contains(got.status) {
            outcome.delivered = true
            outcome.status = got.status
        } else {
            outcome.status = got.status
            outcome.error = "the receiver answered \(got.status)"
        }
        let delays = configuration.webhookRetryDelays
        if !outcome.delivered, d.attempts < delays.count {
            outcome.nextAttemptAt = AccountStore.millis(done.addingTimeInterval(delays[d.attempts]))
        }
        if !outcome.delivered {
            let next = outcome.nextAttemptAt == nil ? "given up" : "tried again in \(Int(delays[d.attempts])) s"
            logger.info("webhook delivery \(d.id) (\(d.event.rawValue)) failed, attempt \(d.attempts + 1): \(outcome.error ?? ""); \(next)")
        }
        do { try await records.record(outcome, delivery: d.id) } catch {
            logger.error("webhooks: cannot log delivery \(d.id): \(error.message)")
        }
    }

    /// Done deliveries older than `webhookLogLifetime` leave the logs.
    func sweep() async {
        do { try await records.sweepDeliveries(before: AccountStore.millis(now().addingTimeInterval(-configuration.webhookLogLifetime))) } catch {
            logger.error("webhooks: cannot sweep old deliveries: \(error.message)")
        }
    }

    /// A person's sentence for what libcurl reported (never the secret, never the body).
    static func describe(curlCode: Int, detail: String) -> String {
        switch curlCode {
        case 28: return "the receiver did not answer in time"
        case 6: return "the receiver's host name does not resolve (\(detail))"
        case 7: return "cannot connect to the receiver (\(detail))"
        case 35, 51, 53, 54, 58, 59, 60, 77, 80, 83, 90, 91: return "the secure connection to the receiver failed (\(detail))"
        case -1: return detail
        default: return "network error \(curlCode) (\(detail))"
        }
    }
}
