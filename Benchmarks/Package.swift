// swift-tools-version:6.1
import PackageDescription

// Benchmarks for copylint, kept out of the main package (and so out of its build and CI's test run).
// Driven by Scripts/benchmark.sh, which builds this package and copylint in release mode.
let package = Package(
    name: "copylint-benchmarks",
    platforms: [.macOS(.v15)],  // as copylint
    dependencies: [.package(name: "copylint", path: "..")],
    targets: [
        // The system ICU, for the floor alone (copylint's own CICU module is internal to its package).
        .systemLibrary(name: "FloorICU", pkgConfig: "icu-uc icu-i18n", providers: [.apt(["libicu-dev"])]),
        // The floor: UTF-16 conversion and ICU word + sentence boundary walks, nothing else.
        .executableTarget(name: "floor", dependencies: ["FloorICU"]),
        // copylint's stages timed in one process: read, analyse, rules, report.
        .executableTarget(name: "stages", dependencies: [.product(name: "CopyLintKit", package: "copylint")]),
    ]
)
