import Foundation

/// A compiled type.
indirect enum CompiledType: @unchecked Sendable {
    case string, integer, number, boolean, any, freeObject
    case object(CompiledObject)
    case list(CompiledType)
}
