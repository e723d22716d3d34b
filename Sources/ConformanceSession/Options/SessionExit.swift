/// The exit status a session ends the command with, after printing why (`2` usage, configuration or infrastructure, `1` findings).
///
/// The library does not know the argument parser: the command line maps this error to the process's exit status.
package struct SessionExit: Error, Equatable, Sendable {
    /// The exit status.
    package let code: Int32

    /// An exit with this status.
    package init(_ code: Int32) { self.code = code }
}
