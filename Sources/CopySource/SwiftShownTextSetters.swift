import SwiftSyntax

/// The shown-text setters of a Swift file as `SwiftSourceReader` meets them (see `ShownTextSetterMarks`), read
/// from the tokens as they are written: a comment between two tokens counts as a space.
extension ShownTextSetterMarks {
    /// `class Name`, `extension Outer.Name`: the words after the keyword, with the dots between them.
    mutating func readOwner(after keyword: TokenSyntax) {
        guard var token = keyword.nextToken(viewMode: .sourceAccurate), Self.isSpaced(keyword, token) else { return }
        var spelling = ""
        while true {
            let scalars = token.text.unicodeScalars
            if spelling.isEmpty, scalars.first.map(ShownTextSetter.isNameStart) != true { return }
            let taken = scalars.prefix { ShownTextSetter.isWordCharacter($0) || $0 == "." }
            spelling.unicodeScalars.append(contentsOf: taken)
            guard taken.count == scalars.count, let next = token.nextToken(viewMode: .sourceAccurate),
                  !Self.isSpaced(token, next) else { break }
            token = next
        }
        owner(spelt: spelling, at: keyword.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// `doneButton.setTitle(`, `button?.setAttributedTitle(`, `self.titleLabel.text = ` and `field!.placeholder =`
    /// (not `==`): the name before the dot is the property. A call may have spaces around its dot; an assignment
    /// none.
    mutating func read(_ node: MemberAccessExprSyntax) {
        let name = node.declName.baseName
        let setter = name.text
        let isCall = ShownTextSetter.isSwiftSetterMethod(setter)
        guard isCall || ShownTextSetter.isShownTextProperty(setter), node.period.presence == .present,
              let next = name.nextToken(viewMode: .sourceAccurate) else { return }
        if isCall {
            guard next.text == "(" else { return }
        } else {
            let operation = next.text.utf8
            guard operation.first == UInt8(ascii: "="), operation.dropFirst().first != UInt8(ascii: "="),
                  !Self.isSpaced(node.period, name) else { return }
        }
        guard var before = node.period.previousToken(viewMode: .sourceAccurate),
              isCall || !Self.isSpaced(before, node.period) else { return }
        if before.text == "?" || before.text == "!" {
            guard let unwrapped = before.previousToken(viewMode: .sourceAccurate), !Self.isSpaced(unwrapped, before)
            else { return }
            before = unwrapped
        }
        guard let property = ShownTextSetter.property(endingName: before.text) else { return }
        let offset = before.positionAfterSkippingLeadingTrivia.utf8Offset
        if isCall {
            call(setter, on: property, at: offset)
        } else {
            assignment(setter, on: property, at: offset)
        }
    }

    private static func isSpaced(_ token: TokenSyntax, _ next: TokenSyntax) -> Bool {
        token.trailingTriviaLength.utf8Length + next.leadingTriviaLength.utf8Length > 0
    }
}
