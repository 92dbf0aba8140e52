/// What reporters say about copylint itself.
public enum ToolInfo {
    public static let name = "copylint"
    /// The release; `copylint --version` should print this too.
    public static let version = "0.1.0"
    /// The project's home page for SARIF's `informationUri`; nil until it has a public one.
    public static let informationURI: String? = nil
}
