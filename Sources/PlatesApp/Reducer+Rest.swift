import PlatesCore

/// The rest timer's keys (`+`, `-`, `s`), wherever the screen keys act.
extension Reducer {
    func restCommand(_ command: Command, _ state: inout AppState) {
        switch command {
        case .restLonger: state.rest.adjust(by: RestState.step, at: environment.now())
        case .restShorter: state.rest.adjust(by: -RestState.step, at: environment.now())
        case .skipRest: (state.rest.timer, state.rest.flashUntil) = (nil, nil)
        default: break
        }
    }
}
