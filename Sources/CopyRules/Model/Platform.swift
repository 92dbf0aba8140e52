/// The platform an app's copy is written for: touch platforms say "tap", macOS says "click".
public enum Platform: String, CaseIterable, Sendable, Codable {
    case ios, ipados, macos, visionos, watchos, tvos

    /// Whether people press buttons by touching the screen.
    package var isTouch: Bool { self == .ios || self == .ipados || self == .watchos }
}

/// Which edition of the HIG decides where the two disagree (alert titles).
public enum Edition: String, CaseIterable, Sendable, Codable {
    /// 2021 and later: a complete-sentence alert title takes sentence style and ending punctuation
    case current = "2021"
    /// 2014: alert titles in title style without ending punctuation
    case legacy = "2014"
}
