extension ScreenPicture {
  /// The picture as a self-contained HTML page: the SVG of ``svg(of:)`` inline, on the theme's
  /// background, with nothing loaded from elsewhere.
  public func html(of buffer: Buffer) -> String {
    let pageTitle = TextSanitizer.sanitize(title ?? "tangram-tui").replacingLineBreaks().xmlEscaped
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>\(pageTitle)</title>
      <style>body { margin: 0; padding: 16px; background: \(theme.background); }</style>
      </head>
      <body>

      """ + svg(of: buffer) + "</body>\n</html>\n"
  }
}
