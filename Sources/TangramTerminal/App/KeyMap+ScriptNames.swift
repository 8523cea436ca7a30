extension KeyMap {
  /// The `--keys` name of every key the viewer binds, in the key table's order, each once.
  public static var scriptNames: [String] {
    var seen: Set<String> = []
    return bindings.flatMap(\.keys).map(\.scriptName).filter { seen.insert($0).inserted }
  }
}
