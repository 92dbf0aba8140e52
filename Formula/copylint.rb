# Homebrew formula for copylint, ready for a tap (Formula/copylint.rb in a `homebrew-tap` repository):
#   brew tap copylint/tap https://github.com/copylint/copylint && brew install copylint/tap/copylint
# On a release: set `tag` and `revision` to the release's, and run `brew audit --strict --new copylint`.
class Copylint < Formula
  desc "Lint app copy against Apple's Human Interface Guidelines in every language it ships"
  homepage "https://github.com/copylint/copylint"
  url "https://github.com/copylint/copylint.git", branch: "main"
  version "0.1.0"
  license "MIT"
  head "https://github.com/copylint/copylint.git", branch: "main"

  # Swift 6.1 (package traits) and macOS 15 (Synchronization's Mutex and Atomic).
  depends_on xcode: ["16.3", :build]
  depends_on macos: :sequoia

  uses_from_macos "swift" => :build

  on_linux do
    # macOS has ICU built in (libicucore); on Linux copylint links Homebrew's ICU.
    depends_on "icu4c@77"
  end

  def install
    args = ["--disable-sandbox", "--configuration", "release", "--product", "copylint"]
    if OS.linux?
      icu = Formula["icu4c@77"]
      args += ["--static-swift-stdlib", "-Xcc", "-I#{icu.opt_include}", "-Xlinker", "-L#{icu.opt_lib}",
               "-Xlinker", "-rpath", "-Xlinker", icu.opt_lib.to_s]
    end
    system "swift", "build", *args
    bin.install ".build/release/copylint"
    generate_completions_from_executable(bin/"copylint", "--generate-completion-script")
  end

  test do
    (testpath/"en.lproj").mkpath
    (testpath/"en.lproj/Localizable.strings").write <<~STRINGS
      /* Button of the alert shown when a photo cannot be deleted. */
      "alert.delete_failed.button.ok" = "Ok";
    STRINGS
    output = shell_output("#{bin}/copylint lint #{testpath}", 1)
    assert_match "Write “OK”, not “Ok”. [ok_spelling]", output
  end
end
