/// Why a type could not be registered with an ``LayoutRegistry`` or an element registry.
///
/// Registering a type twice is a mistake worth seeing, so `register` throws; the registries'
/// `replace(_:for:)` methods replace a type on purpose.
public enum RegistrationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An element is already registered for the item type.
  case duplicateElementType(String)
  /// A layout is already registered for the card type. `canonicalType` is the name it is kept
  /// under: built-in numbers and names of the same layout share one (`"1"` and
  /// `"container-oneColumn"`).
  case duplicateLayoutType(String, canonicalType: String)
  /// The type name is empty: no card or item could use it.
  case emptyTypeName

  /// What went wrong and what to do instead, in plain words.
  public var description: String {
    switch self {
    case .duplicateElementType(let type):
      return "element type \"\(type)\" is already registered; use replace(_:for:) to replace its element"
    case .duplicateLayoutType(let type, let canonicalType) where type == canonicalType:
      return "layout type \"\(type)\" is already registered; use replace(_:for:) to replace its layout"
    case .duplicateLayoutType(let type, let canonicalType):
      return "layout type \"\(type)\" is already registered as \"\(canonicalType)\"; "
        + "use replace(_:for:) to replace its layout"
    case .emptyTypeName:
      return "a type name cannot be empty"
    }
  }
}
