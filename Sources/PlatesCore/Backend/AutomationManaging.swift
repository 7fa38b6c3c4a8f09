/// A backend whose data is an account's on a server (`HTTPBackend`): its personal API tokens and
/// webhooks, for `plates token`, `plates webhook` and the settings. Never queued offline: each
/// needs the server's answer now (a token's secret is in it).
public protocol AutomationManaging: Sendable {
    func apiTokens() async throws(PlatesError) -> [APIToken]
    func createAPIToken(name: String, scope: TokenScope) async throws(PlatesError) -> CreatedToken
    func revokeAPIToken(id: String) async throws(PlatesError)
    func webhooks() async throws(PlatesError) -> [Webhook]
    func createWebhook(url: String, events: [WebhookEvent]?) async throws(PlatesError) -> CreatedWebhook
    func deleteWebhook(id: String) async throws(PlatesError)
    func webhookDeliveries(id: String) async throws(PlatesError) -> [WebhookDelivery]
    func pingWebhook(id: String) async throws(PlatesError)
}

/// A backend whose data is an account's on a server: an export file is read into it there
/// (`POST /import`), all or nothing, as `plates import` does into a local database.
public protocol ServerImporting: Sendable {
    /// `text`: the file's text; `format` nil reads it from the header; `unit`: weights without one.
    func importOnServer(_ text: String, format: ImportFormat?, unit: WeightUnit, dryRun: Bool) async throws(PlatesError) -> ImportAnswer
    /// Takes the file's import back there (`ImportUndo`); `dryRun`: only says what would go.
    func undoImportOnServer(_ text: String, format: ImportFormat?, dryRun: Bool) async throws(PlatesError) -> ImportAnswer
}
