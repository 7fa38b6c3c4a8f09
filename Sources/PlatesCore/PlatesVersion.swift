/// The release, as `plates --version` prints it and the HTTP client names itself to a server.
public enum PlatesVersion {
    public static let number = "0.1.0"
}
