/// Decoding of the style keys of pinned cards and pagers.
extension DecodingState {
  func pinStyle(_ object: JSONObject, at path: JSONPath) -> PinStyle {
    var pin = PinStyle()
    pin.stickyEdge = reader.keyword(
      object["sticky"], among: ["start": .top, "top": .top, "end": .bottom, "bottom": .bottom],
      expected: "\"start\" or \"end\"", otherwise: "start", at: path.appending("sticky"))
    pin.offset = reader.size(object["offset"], at: path.appending("offset")) ?? .zero
    pin.align = reader.keyword(
      object["align"], among: Dictionary(uniqueKeysWithValues: FixAlignment.allCases.map { ($0.rawValue, $0) }),
      expected: "top_left, top_right, bottom_left or bottom_right", otherwise: "top_left",
      at: path.appending("align"))
    pin.x = reader.size(object["x"], at: path.appending("x")) ?? .zero
    pin.y = reader.size(object["y"], at: path.appending("y")) ?? .zero
    pin.showType = reader.keyword(
      object["showType"], among: ["always": .always, "showonenter": .onEnter, "showonleave": .onLeave],
      expected: "always, showOnEnter or showOnLeave", otherwise: "always", at: path.appending("showType"))
    return pin
  }

  func pagerStyle(_ object: JSONObject, at path: JSONPath) -> PagerStyle {
    var pager = PagerStyle()
    pager.pageWidth = reader.size(object["pageWidth"], at: path.appending("pageWidth"))
    pager.pageHeight = reader.size(object["pageHeight"], at: path.appending("pageHeight"))
    pager.pageRatio = reader.positiveNumber(object["pageRatio"], at: path.appending("pageRatio"))
    pager.itemRatio = reader.positiveNumber(object["itemRatio"], at: path.appending("itemRatio"))
    pager.height = reader.size(object["height"], at: path.appending("height"))
    pager.scrollMarginLeft =
      reader.size(object["scrollMarginLeft"], at: path.appending("scrollMarginLeft")) ?? .zero
    pager.scrollMarginRight =
      reader.size(object["scrollMarginRight"], at: path.appending("scrollMarginRight")) ?? .zero
    pager.hasIndicator = reader.bool(object["hasIndicator"], at: path.appending("hasIndicator")) ?? true
    if let kind = reader.string(object["indicatorStyle"], at: path.appending("indicatorStyle")) {
      pager.indicator = kind.lowercased() == "stripe" ? .stripe : .dots
    }
    if let position = reader.string(object["indicatorPosition"], at: path.appending("indicatorPosition")) {
      pager.indicatorInside = position.lowercased() == "inside"
    }
    if let gravity = reader.string(object["indicatorGravity"], at: path.appending("indicatorGravity")) {
      pager.indicatorGravity = gravity.lowercased()
    }
    pager.indicatorColor = reader.color(object["indicatorColor"], at: path.appending("indicatorColor"))
    pager.defaultIndicatorColor = reader.color(
      object["defaultIndicatorColor"], at: path.appending("defaultIndicatorColor"))
    pager.autoScroll = reader.integer(object["autoScroll"], minimum: 0, at: path.appending("autoScroll")) ?? 0
    let infinite = reader.bool(object["infinite"], at: path.appending("infinite")) ?? false
    let minimumCount = reader.integer(
      object["infiniteMinCount"], minimum: 0, at: path.appending("infiniteMinCount"))
    pager.infinite = infinite || minimumCount != nil
    return pager
  }
}
