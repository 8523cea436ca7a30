extension TextWrapper {
  /// Cuts text to at most `width` columns by dropping its front, starting with "…" when anything
  /// was cut: the end of a long file name and position stay (`…ng-name.json:12:5`).
  ///
  /// The mirror of ``truncate(_:width:)``: the ellipsis counts as one column, a wide character
  /// that would straddle the limit is left out rather than split, and spaces just after the
  /// ellipsis are dropped. `width <= 0` gives ""; text that fits is returned unchanged.
  static func truncateFront(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    if !DisplayWidth.exceeds(text, columns: width) { return text }
    let budget = width - 1
    var keptStart = text.endIndex
    var keptWidth = 0
    while keptStart > text.startIndex {
      let previous = text.index(before: keptStart)
      let characterWidth = DisplayWidth.of(text[previous])
      if keptWidth + characterWidth > budget { break }
      keptWidth += characterWidth
      keptStart = previous
    }
    return ellipsis + text[keptStart...].drop { $0 == " " }
  }
}
