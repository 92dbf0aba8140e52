import SwiftSyntax

/// A text a view shows in a label (`label.text = action.label`), with the use and wrappers it made.
struct ShownText {
    var type: [String]
    var spelling: String
    var use: Int?
    var forwards: Range<Int>
    var propertyForwards: Range<Int>
    var memberForwards: Range<Int>
}

/// What a view tells VoiceOver of itself: a view whose traits say it is a button (`accessibilityTraits = [.button]`)
/// and whose accessibility label is the text one of its labels shows is a button drawn by hand, a row of a custom
/// action sheet or picker, and that text is its title, not a label's.
struct ButtonView {
    static let properties: Set<String> = ["accessibilityTraits", "accessibilityLabel"]
    static let shownRole = "label"
    static let buttonRole = "button"

    var hasButtonTrait = false
    var names: Set<String> = []

    /// `spelling`: the value as it is written.
    mutating func read(_ property: String, _ value: ExprSyntax, spelling: String) {
        if property == "accessibilityLabel" {
            names.insert(spelling)
        } else if value.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "button" }) {
            hasButtonTrait = true
        }
    }

    func isButton(named spelling: String) -> Bool {
        hasButtonTrait && names.contains(spelling)
    }
}
