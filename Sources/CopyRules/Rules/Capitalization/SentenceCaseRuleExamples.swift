/// The examples of `sentence_case`: Apple's own dialog messages and options, real copy, and other locales.
enum SentenceCaseRuleExamples {
    static let nonTriggering: [Example] = [
        Example("Checking for new software…", role: .alertMessage),
        // A name joined by underscores is data: a user name the code fills in (Mastodon corpus).
        Example("amazing_%@", role: .option),
        Example("nazdar_%@", role: .option, locale: "cs", source: "amazing_%@"),
        // A translation of a deliberately lower-case source (a pop-up choice, a sentence piece) follows it.
        Example("adapter à l’écran", role: .option, locale: "fr", source: "fit the screen"),
        Example("de l’écran", role: .option, locale: "fr", source: "of the screen"),
        // An abbreviation's period does not end the sentence (`abbreviations.txt`, ICU's suppressions).
        Example("Si lo borra, Ud. puede recuperarlo en 30 días.", role: .alertMessage, locale: "es"),
        Example("Укажите эл. почту для входа.", role: .alertMessage, locale: "ru"),
        Example("Välj ett konto, dvs. ditt jobbkonto.", role: .alertMessage, locale: "sv"),
        Example("Wähle z. B. ein Foto aus.", role: .alertMessage, locale: "de"),
        Example("Patvirtinkite savo el. pašto adresą.", role: .alertMessage, locale: "lt"),
        Example("Įrašas truks apie 5 min. ir bus išsaugotas.", role: .alertMessage, locale: "lt"),
        Example("Contact the U.N. office for help.", role: .alertMessage),
        // A sentence that starts with a digit has no first letter to capitalize (home-assistant and Mastodon corpus: "0y ago")
        Example("45minutový odpočet, jako kuchyňská minutka.", role: .alertMessage, locale: "cs"),
        Example("3rd-party cookies were blocked.", role: .alertMessage),
        Example("Are you sure you want to quit?", role: .alertMessage),
        Example("Are you sure you want to quit?", role: .alertTitle),
        Example("Delete this photo?", role: .alertTitle),
        Example("Enable polling for remote mail", role: .option),
        Example("Show displays in menu bar", role: .option),
        Example("Turn it on in Settings > Privacy.", role: .alertMessage),
        Example("Go to Settings > Privacy & Security > Location Services.", role: .alertMessage),
        Example("This photo will be deleted from iCloud Photos on all your devices.", role: .alertMessage),
        Example("iPhone is locked. Unlock it to continue.", role: .alertMessage),
        Example("%@ wants to use your location.", role: .alertMessage),
        Example("Check your Inbox.", role: .alertMessage),
        Example("Open Google Maps?", role: .alertTitle),
        Example("I don't know that word.", role: .alertMessage),
        Example("Tap “Add to Favorites” to save it.", role: .alertMessage),
        Example("Your Mac mini is up to date.", role: .alertMessage),
        Example("If you exit now, your Duck Address will not be saved!", role: .alertTitle),
        Example("Remove Download?", role: .alertTitle),
        Example("Reactivate Private Duck Address?", role: .alertTitle),
        Example("Hide Your Email and\nBlock Trackers", role: .alertTitle),
        Example("Error: the file couldn't be opened.", role: .alertMessage),
        // fragments take title style, not sentence style
        Example("Failed to Connect", role: .alertTitle),
        Example("Check Your Inbox", role: .alertTitle),
        Example("add to favorites", role: .button),
        // other locales
        Example("Sélectionner tout", role: .button, locale: "fr"),
        Example("Ouvrir dans Safari", role: .menuItem, locale: "fr"),
        Example("Möchten Sie das Foto löschen?", role: .alertTitle, locale: "de"),
        Example("Alles Auswählen", role: .button, locale: "de"),
        Example("Verschiebe den Code (welchen Code?) zu den Aktionen.", role: .alertMessage, locale: "de"),
        Example("Selecionar Tudo", role: .button, locale: "pt-BR"),
        Example("写真を削除しますか？", role: .alertTitle, locale: "ja"),
    ]

    static let triggering: [Example] = [
        Example("↓adapter à l’écran", role: .option, locale: "fr", source: "Fit the screen"),
        Example("Are ↓You Sure?", role: .alertTitle),
        Example("Delete ↓This Photo?", role: .alertTitle),
        Example("↓are you sure you want to quit?", role: .alertTitle),
        Example("This ↓Action Cannot Be Undone.", role: .alertMessage),
        Example("↓checking for new software…", role: .alertMessage),
        Example("Photo deleted. ↓you can restore it from Recently Deleted.", role: .alertMessage),
        Example("Show ↓Displays in Menu Bar", role: .option),
        Example("Are ↓You Sure? This ↓Can't Be Undone.", role: .alertTitle),
        Example("Check ↓Your Inbox.", role: .alertMessage),
        Example("↓sélectionner tout", role: .button, locale: "fr"),
        Example("↓möchten Sie das Foto löschen?", role: .alertTitle, locale: "de"),
        Example("Are you sure you want to quit? This ↓Will Close All Windows.", role: .alertTitle),
        Example("Your ↓Password Has Expired", role: .alertTitle),
        Example("Bookmark ↓All Tabs?", role: .alertTitle),
        Example("Open in ↓Another App?", role: .alertTitle),
        Example("Turn ↓Off Sync?", role: .alertTitle),
    ]

    static let corrections: [Example] = [
        Example("Are You Sure?", role: .alertTitle, corrected: "Are you sure?"),
        Example("Delete This Photo?", role: .alertTitle, corrected: "Delete this photo?"),
        Example("are you sure you want to quit?", role: .alertTitle, corrected: "Are you sure you want to quit?"),
        Example("This Action Cannot Be Undone.", role: .alertMessage, corrected: "This action cannot be undone."),
        Example("Photo deleted. you can restore it.", role: .alertMessage, corrected: "Photo deleted. You can restore it."),
        Example("Show Displays in Menu Bar", role: .option, corrected: "Show displays in menu bar"),
        Example("Turn On Sync For This Device In Settings > Privacy.", role: .alertMessage, corrected: "Turn on sync for this device in Settings > Privacy."),
        Example("sélectionner tout", role: .button, locale: "fr", corrected: "Sélectionner tout"),
        Example("Your Password Has Expired", role: .alertTitle, corrected: "Your password has expired"),
    ]
}
