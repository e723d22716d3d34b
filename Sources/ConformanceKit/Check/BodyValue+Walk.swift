import Foundation

extension BodyValue {
    /// The members of an object; empty for any other value.
    package var objectMembers: [BodyMember] {
        if case .object(let members) = self { return members }
        return []
    }

    /// Whether the value is an object or a list.
    var isContainer: Bool {
        switch self {
        case .object, .array: true
        default: false
        }
    }
}
