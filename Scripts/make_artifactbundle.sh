#!/usr/bin/env bash
# Builds copylint's artifact bundle (SE-0305) for releases, and the plugins-only package that uses it, so that
# adding copylint's plugins to an app does not build copylint from source (SwiftLint's SwiftLintBinary pattern).
#
#   Scripts/make_artifactbundle.sh [VERSION]        (default: `git describe --tags`, or 0.0.0-dev)
#
# A host builds its own binary only, and adds it to what dist/copylint.artifactbundle already holds:
#   - macOS (Xcode 16.3+): a universal binary (arm64 + x86_64) for the `arm64-apple-macosx` and
#     `x86_64-apple-macosx` triples. Needs nothing but the toolchain (Apple's ICU is part of macOS).
#   - Linux: a binary for this machine's triple (`x86_64-unknown-linux-gnu` or `aarch64-unknown-linux-gnu`), with
#     the Swift runtime linked in (--static-swift-stdlib) and jemalloc (the Jemalloc trait). It needs at run time
#     the ICU major version it was built against (libicuuc.so.72 on Debian 12), libjemalloc2 and libstdc++.
# For a release with both: run the script on a Mac, copy dist/ to a Linux machine (or the other way round) and run
# it again there; every variant found in the bundle is listed in its info.json. Then it zips the bundle, prints
# its checksum, and writes dist/copylint-plugins/: a package with the bundle as a binary target (CopyLintBinary)
# and copylint's two plugins, ready to be pushed as its own repository.
#
#   BUNDLE_URL=https://…/copylint.artifactbundle.zip   where the release will serve the zip (without it, the
#                                                      plugins package refers to the zip beside it, for testing)
#   CONFIGURATION=debug                                 a debug build (quick; for testing the bundle's layout)
#   BINARY=path/to/copylint                             package this binary (built for this host) instead of building
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
version=${1:-$(git describe --tags 2>/dev/null || echo 0.0.0-dev)}
configuration=${CONFIGURATION:-release}
dist="$root/dist"
bundle="$dist/copylint.artifactbundle"
mkdir -p "$bundle"

case "$(uname -s)" in
Darwin)
    flags=(-c "$configuration" --arch arm64 --arch x86_64)
    variant="copylint-macos"
    triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
    ;;
Linux)
    flags=(-c "$configuration" --static-swift-stdlib)
    if [ "$configuration" = release ]; then flags+=(--traits Jemalloc); fi
    arch=$(uname -m)
    variant="copylint-linux-$arch"
    triples="\"$arch-unknown-linux-gnu\""
    ;;
*)
    echo "make_artifactbundle.sh: builds on macOS or Linux, not on $(uname -s)" >&2
    exit 1
    ;;
esac

if [ -n "${BINARY:-}" ]; then
    binary=$BINARY
else
    swift build "${flags[@]}" --product copylint
    binary="$(swift build "${flags[@]}" --show-bin-path)/copylint"
fi
rm -rf "${bundle:?}/$variant"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/copylint"
cp LICENSE "$bundle/LICENSE"
printf '%s\n' "$triples" > "$bundle/$variant/triples"

# info.json lists every variant in the bundle: this host's and those an earlier run on another host left.
{
    printf '{\n  "schemaVersion": "1.0",\n  "artifacts": {\n    "copylint": {\n'
    printf '      "version": "%s",\n      "type": "executable",\n      "variants": [\n' "$version"
    separator=""
    for folder in "$bundle"/copylint-*/; do
        name=$(basename "$folder")
        printf '%s        { "path": "%s/bin/copylint", "supportedTriples": [%s] }' "$separator" "$name" \
            "$(cat "$folder/triples")"
        separator=$',\n'
    done
    printf '\n      ]\n    }\n  }\n}\n'
} > "$bundle/info.json"

rm -f "$dist/copylint.artifactbundle.zip"
(cd "$dist" && zip -qr -X copylint.artifactbundle.zip copylint.artifactbundle -x '*/triples')
checksum=$(swift package compute-checksum "$dist/copylint.artifactbundle.zip")

# The plugins-only package: the bundle as a binary target, and the plugins' sources as they are here.
plugins="$dist/copylint-plugins"
rm -rf "$plugins"
mkdir -p "$plugins/Plugins"
cp -R Plugins/CopyLintBuildTool Plugins/CopyLintCommand "$plugins/Plugins/"
cp LICENSE "$plugins/LICENSE"
if [ -n "${BUNDLE_URL:-}" ]; then
    binary_target=".binaryTarget(name: \"CopyLintBinary\", url: \"$BUNDLE_URL\", checksum: \"$checksum\")"
else
    cp "$dist/copylint.artifactbundle.zip" "$plugins/copylint.artifactbundle.zip"
    binary_target='.binaryTarget(name: "CopyLintBinary", path: "copylint.artifactbundle.zip")'
fi
cat > "$plugins/Package.swift" <<EOF
// swift-tools-version:6.1
// copylint's plugins with copylint $version as a prebuilt binary (written by Scripts/make_artifactbundle.sh).
import PackageDescription

let package = Package(
    name: "copylint-plugins",
    products: [
        .plugin(name: "CopyLintCommand", targets: ["CopyLintCommand"]),
        .plugin(name: "CopyLintBuildTool", targets: ["CopyLintBuildTool"]),
    ],
    targets: [
        $binary_target,
        .plugin(
            name: "CopyLintCommand",
            capability: .command(
                intent: .custom(verb: "copylint", description: "Lint app copy against Apple's HIG"),
                permissions: [.writeToPackageDirectory(reason: "copylint --fix rewrites localisation files")]
            ),
            dependencies: ["CopyLintBinary"]
        ),
        .plugin(name: "CopyLintBuildTool", capability: .buildTool(), dependencies: ["CopyLintBinary"]),
    ]
)
EOF

echo "bundle:   ${bundle#"$root"/} (version $version; variants: $(cd "$bundle" && echo copylint-*))"
echo "zip:      dist/copylint.artifactbundle.zip"
echo "checksum: $checksum"
echo "plugins:  ${plugins#"$root"/}"
