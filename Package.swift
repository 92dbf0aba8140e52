// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "copylint",
    // Synchronization's Mutex and Atomic need macOS 15 (Swift's Regex, macOS 13).
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "copylint", targets: ["copylint"]),
        .library(name: "CopyLintKit", targets: ["CopyLintKit"]),
        // `swift package copylint [--target NAME]… [lint options]`; see Plugins/CopyLintCommand.
        .plugin(name: "CopyLintCommand", targets: ["CopyLintCommand"]),
        // Lints a target's .strings/.stringsdict/.xcstrings during builds; see Plugins/CopyLintBuildTool.
        .plugin(name: "CopyLintBuildTool", targets: ["CopyLintBuildTool"]),
    ],
    traits: [
        .trait(
            name: "Jemalloc",
            description: "Link the copylint command with jemalloc on Linux (libjemalloc-dev), as release builds do: "
                + "a run makes and frees millions of small objects, and glibc's allocator took a tenth of its time."
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // ICU's C API behind static inline wrappers (Sources/CICU/include/CICU.h): on Linux the system ICU
        // (libicu-dev); on Apple platforms the libicucore every system ships, with copylint's own declarations.
        .target(
            name: "CICU",
            linkerSettings: [
                .linkedLibrary("icucore", .when(platforms: [.macOS, .iOS, .macCatalyst, .tvOS, .watchOS, .visionOS])),
                .linkedLibrary("icuuc", .when(platforms: [.linux, .android, .openbsd])),
                .linkedLibrary("icui18n", .when(platforms: [.linux, .android, .openbsd])),
            ]
        ),
        // Byte search and hashing, the ASCII word table, the byte buffer, the locale cache, the Unicode properties
        // table (ICU's, hence CICU): the only place, with the readers' scanners and the analyser, where unsafe
        // pointers and forced inlining are allowed. Package access only: rules and readers call it with plain values.
        .target(name: "CopyLowLevel", dependencies: ["CICU"]),
        // ICU-backed text analysis. Must not import Foundation: Foundation's own ICU clashes with CICU.
        .target(name: "CopyText", dependencies: ["CICU", "CopyLowLevel"]),
        // Roles, the rule model, the rules, dictionaries, diagnostics and fix-its.
        // Dictionaries/ is embedded as Sources/CopyRules/Generated/EmbeddedDictionaries.swift, regenerated with
        // `swift run embed-dictionaries Dictionaries Sources/CopyRules/Generated/EmbeddedDictionaries.swift`
        // (a test fails when it is out of date). A build-tool plugin would do it on every build, but SwiftPM's
        // native build system does not run build-tool plugins for the tools of other plugins (CopyLintBuildTool).
        // Knows nothing of file formats: byte hashing and comparison of strings come from CopyLowLevel.
        .target(name: "CopyRules", dependencies: ["CopyText", "CopyLowLevel"]),
        // Readers and byte-exact writers for Apple localisation formats.
        .target(name: "CopyFormats", dependencies: ["CopyLowLevel"]),
        // Reads the app's Swift (swift-syntax), Objective-C and Interface Builder files: where each localised key is
        // defined and where it is used, as what. Knows nothing of rules.
        .target(
            name: "CopySource",
            dependencies: [
                "CopyFormats", "CopyLowLevel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Configuration, discovery, roles, groups, cross-locale checks, reporters, the fixer.
        .target(
            name: "CopyLintKit",
            dependencies: [
                "CopyText", "CopyRules", "CopyFormats", "CopySource", "CopyLowLevel",
                .product(name: "Yams", package: "Yams"),
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        // jemalloc's options for the command (`malloc_conf`), linked with it under the Jemalloc trait.
        .target(name: "JemallocOptions"),
        .executableTarget(
            name: "copylint",
            dependencies: [
                "CopyLintKit", "CopySource", "CopyLowLevel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .target(name: "JemallocOptions", condition: .when(platforms: [.linux], traits: ["Jemalloc"])),
            ],
            // With the Jemalloc trait (`--traits Jemalloc`, release builds) the command allocates with jemalloc on
            // Linux. The library always keeps its user's allocator.
            linkerSettings: [.linkedLibrary("jemalloc", .when(platforms: [.linux], traits: ["Jemalloc"]))]
        ),
        // Turns Dictionaries/**/*.txt into a Swift source, so every binary carries its data.
        .executableTarget(name: "embed-dictionaries", path: "Sources/EmbedDictionariesTool"),
        // Plugins for packages that use copylint (Plugins/CopyLintCommand, Plugins/CopyLintBuildTool).
        .plugin(
            name: "CopyLintCommand",
            capability: .command(
                intent: .custom(verb: "copylint", description: "Lint app copy against Apple's HIG"),
                permissions: [.writeToPackageDirectory(reason: "copylint --fix rewrites localisation files")]
            ),
            dependencies: ["copylint"]
        ),
        .plugin(
            name: "CopyLintBuildTool",
            capability: .buildTool(),
            dependencies: ["copylint"]
        ),
        // Holds each construct of CopyLowLevel that uses pointers or forced inlining to a plain version of it.
        .testTarget(
            name: "CopyLowLevelTests",
            dependencies: ["CopyLowLevel", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "CopyTextTests", dependencies: ["CopyText", "CopyLowLevel"]),
        .testTarget(name: "CopyRulesTests", dependencies: ["CopyRules", "CopyText", "CopyLowLevel"]),
        .testTarget(name: "CopyFormatsTests", dependencies: ["CopyFormats", "CopyLowLevel"]),
        .testTarget(
            name: "CopySourceTests",
            dependencies: [
                "CopySource",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "CopyLintKitTests",
            dependencies: ["CopyLintKit", "CopyRules", "CopyFormats", "CopyText", "CopySource", "CopyLowLevel"]
        ),
        // Runs the built `copylint` command and checks what it prints and how it exits.
        .testTarget(name: "CLITests", dependencies: ["copylint", "CopyLintKit", "CopyRules"]),
        // Property tests and fuzz-found regressions: idempotence, round trips, fix-it ranges.
        .testTarget(
            name: "ReliabilityTests",
            dependencies: [
                "CopyText", "CopyRules", "CopyFormats", "CopyLintKit", "CopyLowLevel",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ]
)
