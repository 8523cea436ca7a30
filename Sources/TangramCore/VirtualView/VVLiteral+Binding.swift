extension VVLiteral {
  /// A bound value converted for an attribute of `type` by Android's rules (spec §6.5, §6.8); nil
  /// when it does not convert (an unparsable size, an invalid colour), which counts as missing.
  public static func convert(_ value: JSONValue, to type: VVAttributeType) -> VVAttributeValue? {
    switch type {
    case .string:
      return .string(text(of: value))
    case .dimension:
      if case .string(let word) = value, let dimension = parse(word, as: .dimension) { return dimension }
      return boundLength(value).map { .dimension(.length($0)) }
    case .length:
      return boundLength(value).map(VVAttributeValue.length)
    case .number:
      if case .number(let number) = value { return .number(number) }
      return value.stringValue.flatMap { number($0.trimmingSpaces) }.map(VVAttributeValue.number)
    case .integer:
      if case .number(let number) = value, number.isFinite, abs(number) < 1e15 { return .integer(Int(number)) }
      if case .bool(let flag) = value { return .integer(flag ? 1 : 0) }
      return value.stringValue.flatMap { integer($0.trimmingSpaces) }.map(VVAttributeValue.integer)
    case .color:
      return value.stringValue.flatMap { color($0.trimmingSpaces) }.map(VVAttributeValue.color)
    case .gravity:
      return value.stringValue.flatMap { gravity($0, allowsCenter: true) }.map(VVAttributeValue.gravity)
    case .textStyle:
      guard let words = value.stringValue else { return nil }
      let known = words.split(separator: "|").compactMap { textStyle(String($0).trimmingSpaces) }
      return .textStyle(known.reduce(into: VVTextStyle()) { $0.formUnion($1) })
    case .visibility:
      switch value.stringValue {
      case "invisible": return .visibility(.invisible)
      case "gone": return .visibility(.gone)
      default: return .visibility(.visible)
      }
    case .flags, .enumeration:
      return nil
    }
  }

  /// A value as text: strings as they are, whole numbers without a fraction, booleans as
  /// `true`/`false`, objects and arrays as JSON.
  public static func text(of value: JSONValue) -> String {
    switch value {
    case .string(let string): return string
    case .number(let number):
      if number.isFinite, number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
      return String(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return ""
    case .array, .object: return value.serialized
    }
  }

  /// A number as dp, a string ending in `rp` as rp, another numeric string as dp.
  private static func boundLength(_ value: JSONValue) -> VVLength? {
    switch value {
    case .number(let number): return number.isFinite ? .dp(number) : nil
    case .string(let text): return length(text.trimmingSpaces)
    default: return nil
    }
  }
}
