import Logging

/// One line per event on standard error, at the chosen level. Request lines carry the request
/// id, method, path, status and duration; never a token or a body.
enum ServerLogging {
    static func start(level: Logger.Level) {
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
    }
}
