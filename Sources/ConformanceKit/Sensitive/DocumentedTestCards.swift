import Foundation

extension SpecSet {
    /// The card numbers redaction keeps as sent: the tool's list of published test cards
    /// (``SpecValidator/testCards``, the sandbox's outcome cards included) and every `testCards` entry of the loaded specs.
    public var documentedTestCards: Set<String> {
        SpecValidator.testCards.union(protocols.values.flatMap { $0.testCards.map(\.number) })
    }
}

extension ClientCaseSet {
    /// The card numbers the cases tell a partner to pay with (their inputs): test cards the specs document.
    public var inputCards: Set<String> {
        Set(cases.flatMap { $0.inputs.map(\.value) }.filter { CardNumberScan.isCardNumber(Array($0.utf8)) })
    }
}
