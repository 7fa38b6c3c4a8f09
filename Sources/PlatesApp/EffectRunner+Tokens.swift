import PlatesCore

extension EffectRunner {
    /// A personal API token call, on a backend whose data is on a server.
    func tokens(_ call: TokenCall, _ backend: any PlatesBackend) async -> TokenAnswer {
        do throws(PlatesError) {
            guard let server = backend as? any AutomationManaging else {
                throw .validation("This data is on this machine: API tokens belong to a server account (plates login --server URL).")
            }
            switch call {
            case .load:
                return .loaded(.success(try await server.apiTokens()))
            case .create(let name, let scope):
                return .created(.success(try await server.createAPIToken(name: name, scope: scope)))
            case .revoke(let token):
                try await server.revokeAPIToken(id: token.id)
                return .revoked(.success(token))
            }
        } catch {
            switch call {
            case .load: return .loaded(.failure(error))
            case .create: return .created(.failure(error))
            case .revoke: return .revoked(.failure(error))
            }
        }
    }
}
