@testable import TangramCore

/// Heights from each item's `h` field (1 when missing), so layouts can be checked exactly.
struct FieldMeasurer: ItemMeasuring {
  func height(of item: Item, width: Int) -> Int {
    Int(item.data["h"]?.doubleValue ?? 1)
  }
}

/// A scale where one design unit is one column and one row, so the spec's worked examples
/// (in points at W = 375) can be checked number for number.
func identityContext(columns: Int = 375) -> LayoutContext {
  LayoutContext(
    scale: UnitScale(columns: columns, designWidth: Double(columns), cellAspect: 1),
    measurer: FieldMeasurer())
}

func item(_ type: String = "text", height: Int? = nil, style: ItemStyle = .none) -> Item {
  var members: [(key: String, value: JSONValue)] = [("type", .string(type))]
  if let height { members.append(("h", .number(Double(height)))) }
  return Item(type: type, style: style, data: JSONObject(members))
}

func frames(_ arrangement: CardArrangement) -> [Rect] {
  arrangement.items.map(\.frame)
}

func margin(_ all: Double) -> EdgeDimensions {
  EdgeDimensions(top: .units(all), right: .units(all), bottom: .units(all), left: .units(all))
}
