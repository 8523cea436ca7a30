/// Decoding of the style keys of pinned cards and pagers.
extension DecodingState {
  func pinStyle(_ object: JSONObject, at path: JSONPath) -> PinStyle {
    var pin = PinStyle()
    if let sticky = reader.string(object["sticky"], at: path.appending("sticky")) {
      switch sticky.lowercased() {
      case "start", "top": pin.stickyEdge = .top
      case "end", "bottom": pin.stickyEdge = .bottom
      default:
        reader.log.report(
          path.appending("sticky").text, "expected \"start\" or \"end\", found \"\(sticky)\"; start is used")
      }
    }
    pin.offset = reader.size(object["offset"], at: path.appending("offset")) ?? .zero
    if let align = reader.string(object["align"], at: path.appending("align")) {
      if let alignment = FixAlignment(rawValue: align.lowercased()) {
        pin.align = alignment
      } else {
        reader.log.report(
          path.appending("align").text,
          "expected top_left, top_right, bottom_left or bottom_right, found \"\(align)\"; top_left is used")
      }
    }
    pin.x = reader.size(object["x"], at: path.appending("x")) ?? .zero
    pin.y = reader.size(object["y"], at: path.appending("y")) ?? .zero
    if let show = reader.string(object["showType"], at: path.appending("showType")) {
      switch show.lowercased() {
      case "always": pin.showType = .always
      case "showonenter": pin.showType = .onEnter
      case "showonleave": pin.showType = .onLeave
      default:
        reader.log.report(
          path.appending("showType").text,
          "expected always, showOnEnter or showOnLeave, found \"\(show)\"; always is used")
      }
    }
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
