/// The formats `conformance diff` and `conformance drift` write their changes in.
package enum ChangeFormat: String, CaseIterable, Sendable {
    case text, markdown, json, junit
}
