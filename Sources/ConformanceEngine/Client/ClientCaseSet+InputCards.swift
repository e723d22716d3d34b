import ConformanceKit
import Foundation

extension ClientCaseSet {
    /// The card numbers the cases tell a partner to pay with (their inputs): test cards the specs document.
    package var inputCards: Set<String> {
        Set(cases.flatMap { $0.inputs.map(\.value) }.filter { CardNumberRuns.isCardNumber(Array($0.utf8)) })
    }
}
