// swift-tools-version:6.0
// A tiny package that uses copylint's plugins, for Scripts/test_plugins.sh.
import PackageDescription

let package = Package(
    name: "PluginSample",
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],  // as copylint
    dependencies: [
        .package(name: "copylint", path: "../.."),
    ],
    targets: [
        .target(
            name: "SampleKit",
            resources: [.process("Resources")],
            plugins: [.plugin(name: "CopyLintBuildTool", package: "copylint")]
        ),
    ]
)
