import Foundation

/// Name/value pairs written as JSON, the way servers echo a query string or a header list: a list of
/// two-item lists (`[["cvv","189"],["api_key","sk_…"]]`) or objects naming a field and holding its value
/// (`{"name":"cvv","value":"189"}`, also `key`, `field`, `param`, `parameter` or `header` with `value` or `val`).
///
/// Redaction treats them like form fields: the name decides whether the value is sensitive, for the kinds
/// nothing else can find (codes, PINs, secrets, cookies). A card number in a pair is found by value; an
/// expiry date stays, as in the display attributes of a stored card (Worldline Direct
/// `accountsOnFile[].attributes`, `{"key": "expiryDate", "value": "1129"}`) that client flows show and check.
package enum NameValuePairs {
    /// The kinds a pair's name makes its value: those only a name reveals.
    static let kinds: Set<SensitiveNames.Kind> = [.csc, .pin, .secret, .cookie]

    /// Member names (lower case) that hold the name of a pair.
    static let nameKeys: Set<String> = ["name", "key", "field", "param", "parameter", "header"]
    /// Member names (lower case) that hold the value of a pair.
    static let valueKeys: Set<String> = ["value", "val"]

    /// Whether every item of a non-empty list is a two-item list starting with a string.
    package static func isPairList(_ items: [BodyValue]) -> Bool {
        !items.isEmpty
            && items.allSatisfy { item in
                if case .array(let pair) = item, pair.count == 2, case .string = pair[0] { return true }
                return false
            }
    }

    /// The name of a pair object and the index of its value member; nil when the object is not a pair.
    package static func pairObject(_ members: [BodyMember]) -> (name: String, valueIndex: Int)? {
        guard members.count <= 8 else { return nil }
        var name: String?
        var valueIndex: Int?
        for (index, member) in members.enumerated() {
            let key = member.key.lowercased()
            if nameKeys.contains(key), case .string(let text) = member.value {
                guard name == nil else { return nil }
                name = text
            } else if valueKeys.contains(key) {
                guard valueIndex == nil else { return nil }
                valueIndex = index
            }
        }
        guard let name, let valueIndex else { return nil }
        return (name, valueIndex)
    }
}

extension Redactor {
    /// A list of two-item name/value lists with the value of each sensitive name replaced, keeping its type,
    /// and every other item redacted as usual; nil when nothing changes.
    func redactedPairList(_ items: [BodyValue], path: String, sensitive: [String: FieldSpec], depth: Int, counter: inout Int) -> BodyValue? {
        var items = items
        var changed = false
        for index in items.indices {
            guard case .array(var pair) = items[index], case .string(let name) = pair[0] else { continue }
            let replacement: BodyValue?
            if let kind = policy.names.kind(of: name), NameValuePairs.kinds.contains(kind) {
                replacement = redactNamed(pair[1], kind: kind)
                if replacement != nil { counter += 1 }
            } else {
                replacement = redactedJSON(pair[1], path: path, sensitive: sensitive, depth: depth, counter: &counter)
            }
            guard let replacement else { continue }
            pair[1] = replacement
            items[index] = .array(pair)
            changed = true
        }
        return changed ? .array(items) : nil
    }

    /// The kind of the value member of a pair object, with that member's index; nil when the object is not
    /// a pair or its name is not sensitive.
    func pairKind(_ members: [BodyMember]) -> (kind: SensitiveNames.Kind, valueIndex: Int)? {
        guard let pair = NameValuePairs.pairObject(members), let kind = policy.names.kind(of: pair.name), NameValuePairs.kinds.contains(kind)
        else { return nil }
        return (kind, pair.valueIndex)
    }
}
