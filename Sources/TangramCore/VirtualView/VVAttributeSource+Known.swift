extension VVAttributeSource {
  /// Every attribute a VirtualView element reads (VirtualView spec §2), scripts included. An
  /// attribute of a known element outside it is stored by the compiler and read by nobody: a
  /// note that only `--strict` refuses (§9.11).
  static let knownNames: Set<String> = Set([
    "action", "actionParam", "alignContent", "alignItems", "alpha", "animatorStyle", "animatorTime", "autoDimDirection",
    "autoDimX", "autoDimY", "autoRefreshThreshold", "autoSwitch", "autoSwitchTime", "background", "backgroundImage",
    "blurRadius", "borderBottomLeftRadius", "borderBottomRightRadius", "borderColor", "borderRadius",
    "borderTopLeftRadius", "borderTopRightRadius", "borderWidth", "canSlide", "class", "colCount", "color",
    "containerID", "dashEffect", "dataMode", "dataParam", "dataTag", "dataUrl", "decideFinalVisibility", "diameterX",
    "diameterY", "disableCache", "disablePlaceHolder", "ellipsize", "filterWhiteBg", "firstSpace", "fixBy", "flag",
    "flexDirection", "flexGrow", "flexWrap", "gravity", "id", "initValue", "itemHeight", "itemHorizontalMargin",
    "itemMargin", "itemVerticalMargin", "itemWidth", "justifyContent", "lastSpace", "layoutDirection", "layoutGravity",
    "layoutHeight", "layoutMargin", "layoutMarginBottom", "layoutMarginLeft", "layoutMarginRight", "layoutMarginTop",
    "layoutOrientation", "layoutRatio", "layoutWidth", "lineHeight", "lineSpace", "lineSpaceExtra",
    "lineSpaceMultiplier", "lines", "maskColor", "maxLines", "minHeight", "minWidth", "mode", "name", "orientation",
    "padding", "paddingBottom", "paddingLeft", "paddingRight", "paddingTop", "paintStyle", "paintWidth", "ratio",
    "scaleType", "span", "src", "stayTime", "style", "supportHTMLStyle", "supportSticky", "tag", "text", "textColor",
    "textSize", "textStyle", "type", "typeface", "uuid", "visibility",
  ]).union(scriptNames)

  /// Whether `name` is an attribute no element reads: not in ``knownNames`` and not an XML
  /// namespace declaration or namespaced attribute (`xmlns:xsi`, `xsi:…`), which the compiler
  /// also stores and which say nothing about the template.
  static func isUnknown(_ name: String) -> Bool {
    !knownNames.contains(name) && !name.contains(":") && name != "xmlns"
  }
}
