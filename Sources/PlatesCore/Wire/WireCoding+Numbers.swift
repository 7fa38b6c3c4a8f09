import Foundation

extension WireCoding {
    /// Foundation's JSONDecoder reports a number that does not fit its field (`"reps": 5.5`, an
    /// integer past Int's range) as "not valid JSON", with no path. When the text is valid JSON,
    /// the field is found by making such numbers 0, one more at a time, until the decoder's
    /// complaint changes: the last one made 0 was at fault. Only on the error path.
    static func numberAtFault<T: Decodable>(_ type: T.Type, in data: Data, decoder: JSONDecoder) -> String? {
        guard var root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        var candidates: [[PathStep]] = []
        collectNumbersThatAreNotWhole(root, at: [], into: &candidates)
        for path in candidates {
            root = replacing(root, at: path[...], with: NSNumber(value: 0))
            guard let patched = try? JSONSerialization.data(withJSONObject: root, options: [.fragmentsAllowed]) else { return nil }
            do {
                _ = try decoder.decode(type, from: patched)
                return pathText(path)
            } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
                continue
            } catch {
                return pathText(path)
            }
        }
        return nil
    }

    /// Why JSONSerialization refused the text (a number past Double's range says which), or nil.
    static func syntaxFault(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            return reason?.replacingOccurrences(of: " in Swift", with: "")
        }
    }

    enum PathStep {
        case key(String)
        case index(Int)
    }

    private static func collectNumbersThatAreNotWhole(_ value: Any, at path: [PathStep], into found: inout [[PathStep]]) {
        switch value {
        case let object as [String: Any]:
            for key in object.keys.sorted() { collectNumbersThatAreNotWhole(object[key]!, at: path + [.key(key)], into: &found) }
        case let array as [Any]:
            for (i, element) in array.enumerated() { collectNumbersThatAreNotWhole(element, at: path + [.index(i)], into: &found) }
        case let number as NSNumber where !(value is Bool):
            let d = number.doubleValue
            if d.rounded() != d || abs(d) >= 9.2e18 { found.append(path) }
        default:
            break
        }
    }

    private static func replacing(_ value: Any, at path: ArraySlice<PathStep>, with new: Any) -> Any {
        guard let step = path.first else { return new }
        switch (step, value) {
        case (.key(let key), var object as [String: Any]):
            object[key] = replacing(object[key] as Any, at: path.dropFirst(), with: new)
            return object
        case (.index(let i), var array as [Any]) where array.indices.contains(i):
            array[i] = replacing(array[i], at: path.dropFirst(), with: new)
            return array
        default:
            return value
        }
    }

    private static func pathText(_ path: [PathStep]) -> String {
        path.map { step in
            switch step {
            case .key(let key): return key
            case .index(let i): return "[\(i)]"
            }
        }.joined(separator: ".")
    }
}
