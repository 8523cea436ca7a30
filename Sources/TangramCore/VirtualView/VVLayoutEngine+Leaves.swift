extension VVLayoutEngine {
  /// Measures a leaf (§4.1): text, images, lines, shapes, and the boxes drawn for elements that
  /// are not supported. Virtual leaves take `wrap_content` as their content whatever the space
  /// (a long `VText` overflows), and a `match_parent` side under a spec that is not `EXACTLY` as
  /// 0 until their layout measures them again; native ones (`NText`, `NImage`, `NLine`) are capped
  /// by an `AT_MOST` spec, as Android's views are.
  func measureLeaf(_ box: VVBox, width: MeasureSpec, height: MeasureSpec) {
    let node = box.node
    let isNative = node.node.isNative
    // An `NLine` wraps its stroke alone, across and along, without its padding
    // (`NativeLineImp.onMeasure`).
    let padsContent = node.node.kind != .nLine
    let contentWidth = self.contentWidth(of: box, spec: width)
    box.width = axisSize(
      width, wanted: node.dimension("layoutWidth"), desired: contentWidth + (padsContent ? box.padding.horizontal : 0),
      isNative: isNative, kind: node.node.kind)
    let contentHeight = self.contentHeight(of: box, spec: height, width: box.width)
    box.height = axisSize(
      height, wanted: node.dimension("layoutHeight"), desired: contentHeight + (padsContent ? box.padding.vertical : 0),
      isNative: isNative, kind: node.node.kind)
  }

  /// One axis of a leaf: the spec's size when `EXACTLY`; else by the leaf's rules.
  private func axisSize(
    _ spec: MeasureSpec, wanted: VVDimension?, desired: Int, isNative: Bool, kind: VVElementKind
  ) -> Int {
    if spec.mode == .exactly { return spec.size }
    if kind == .nLine, spec.mode == .atMost, wanted == .matchParent { return spec.size }
    if isNative { return spec.mode == .atMost ? min(spec.size, desired) : desired }
    switch wanted {
    case .matchParent?: return 0
    case .wrapContent?: return desired
    default: return spec.size
    }
  }

  /// The width a leaf's content needs in px, without padding.
  private func contentWidth(of box: VVBox, spec: MeasureSpec) -> Int {
    let node = box.node
    switch node.node.kind {
    case .vText:
      return device.px(columns: text.columns(of: displayText(of: node)))
    case .nText:
      let shown = displayText(of: node)
      guard !shown.isEmpty else { return 0 }
      let room = spec.mode == .unspecified ? Int.max : device.columns(inPx: max(0, spec.size - box.padding.horizontal))
      return device.px(columns: text.wrap(shown, width: max(1, room)).widest)
    case .nLine:
      return strokeWidth(of: node)
    case .vLine:
      return node.isHorizontal ? 0 : strokeWidth(of: node)
    case .vGraph:
      return max(0, node.px("diameterX", device: device))
    case .nImage, .vImage:
      return 0
    default:
      return 0
    }
  }

  /// The height a leaf's content needs in px at `width` px, without padding.
  private func contentHeight(of box: VVBox, spec: MeasureSpec, width: Int) -> Int {
    let node = box.node
    switch node.node.kind {
    case .vText:
      return device.px(rows: 1)
    case .nText:
      return device.px(rows: lineCount(of: node, width: width - box.padding.horizontal))
    case .nLine:
      return strokeWidth(of: node)
    case .vLine:
      return node.isHorizontal ? strokeWidth(of: node) : 0
    case .vGraph:
      // A circle uses `diameterX` both ways.
      let isCircle = (node.enumeration("type") ?? 1) == 1
      return max(0, node.px(isCircle ? "diameterX" : "diameterY", device: device))
    case .nImage, .vImage:
      guard let ratio = node.number("ratio"), ratio > 0 else { return 0 }
      return Int(Double(max(0, width - box.padding.horizontal)) / ratio)
    default:
      return 0
    }
  }

  /// The rows an `NText` takes at `width` px of content: its wrapped lines, exactly `lines`
  /// when given, at most `maxLines`; one row when empty (§9.8).
  func lineCount(of node: VVResolvedNode, width: Int) -> Int {
    if let lines = node.integer("lines"), lines > 0 { return lines }
    let shown = displayText(of: node)
    let wrapped = shown.isEmpty ? 1 : text.wrap(shown, width: max(1, device.columns(inPx: width))).lines
    if let maxLines = node.integer("maxLines"), maxLines > 0 { return min(maxLines, wrapped) }
    return wrapped
  }

  /// The text a text node shows: `text`, with HTML tags taken out when `supportHTMLStyle` is set.
  public func displayText(of node: VVResolvedNode) -> String {
    let raw = node.string("text") ?? ""
    guard (node.integer("supportHTMLStyle") ?? 0) != 0 else { return raw }
    return VVHTMLText.plain(raw)
  }

  /// A line's stroke in px: `paintWidth`, at least 1 (§2.6).
  func strokeWidth(of node: VVResolvedNode) -> Int {
    max(1, node.px("paintWidth", device: device, fallback: 1))
  }
}

/// HTML in a text node (`supportHTMLStyle`), as plain text: tags out, `<br>` and the ends of
/// paragraphs and headings as line breaks, entities decoded (VirtualView spec §9.8).
public enum VVHTMLText {
  public static func plain(_ html: String) -> String {
    var result = ""
    var tag = ""
    var inTag = false
    for character in html {
      if inTag {
        if character == ">" {
          inTag = false
          let name = tag.lowercased().trimmingSpaces
          if name.hasPrefix("br") || name == "/p" || (name.count == 3 && name.hasPrefix("/h")) {
            result.append("\n")
          }
          tag = ""
        } else {
          tag.append(character)
        }
      } else if character == "<" {
        inTag = true
      } else {
        result.append(character)
      }
    }
    while result.hasSuffix("\n") { result.removeLast() }
    return XMLScannerEntities.decode(result)
  }
}

/// The entity decoding of attribute values, for text that carries HTML.
enum XMLScannerEntities {
  static func decode(_ text: String) -> String {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { XMLScanner.decoded($0[...]) }
  }
}
