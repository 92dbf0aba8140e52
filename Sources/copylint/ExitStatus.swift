import ArgumentParser

/// The exit statuses of the contract (DESIGN.md), after sysexits.h.
enum ExitStatus {
    /// nothing at or above the failing severity
    static let clean = ExitCode(0)
    /// something at or above the failing severity was found
    static let findings = ExitCode(1)
    /// the command line was wrong
    static let usage = ExitCode(64)
    /// input that cannot be read or parsed
    static let dataError = ExitCode(65)
    /// a path that does not exist
    static let noInput = ExitCode(66)
    /// an output file, or a fixed file, that cannot be written
    static let cantCreate = ExitCode(73)
    /// standard output or error that cannot be written
    static let ioError = ExitCode(74)
    /// a configuration file with errors
    static let configError = ExitCode(78)
}
