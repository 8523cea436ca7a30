import TangramCore

/// An element whose business fields are a `Decodable` struct: it is configured with typed
/// props, never by property name.
///
/// The default `configure(with item:)` decodes ``Props`` from the item's JSON with a
/// `JSONValueDecoder` and calls `configure(with props:)`. While the page is decoded, the
/// default ``Element/diagnostics(for:)`` decodes them too, so a field of the wrong type becomes a
/// diagnostic naming its path (`cards[2].items[0].stars: expected a number, found the string
/// "five"`) and `--strict` fails on it.
///
/// ```swift
/// final class RatingElement: PropsElement {
///   struct Props: Decodable { var title: String; var stars: Double }
///   private var props = Props(title: "", stars: 0)
///   func configure(with props: Props) { self.props = props }
///   ...
/// }
/// ```
public protocol PropsElement: Element {
  /// The item's business fields the element reads; other fields are ignored.
  associatedtype Props: Decodable

  /// Takes the props of the item to show. Called on a new element and on every reuse.
  func configure(with props: Props)

  /// Called instead of `configure(with props:)` when the item's fields do not decode, with
  /// what is wrong (paths relative to the item). Does nothing unless the element says so.
  func configure(withInvalid item: Item, problems: [Diagnostic])
}

extension PropsElement {
  /// The item's props, or what is wrong with its fields (paths relative to the item).
  public static func props(of item: Item) -> Result<Props, PropsDecodingError> {
    do {
      return .success(try JSONValueDecoder().decode(Props.self, from: .object(item.data)))
    } catch {
      return .failure(PropsDecodingError(diagnostic: Diagnostic(decodingError: error)))
    }
  }

  /// What is wrong with the item's props, if anything.
  public static func diagnostics(for item: Item) -> [Diagnostic] {
    guard case .failure(let error) = props(of: item) else { return [] }
    return [error.diagnostic]
  }

  /// Decodes the props and configures the element with them.
  public func configure(with item: Item) {
    switch Self.props(of: item) {
    case .success(let props): configure(with: props)
    case .failure(let error): configure(withInvalid: item, problems: [error.diagnostic])
    }
  }

  /// Does nothing: the element shows what it was made with or ``prepareForReuse()`` left.
  public func configure(withInvalid item: Item, problems: [Diagnostic]) {}
}

/// Why an item's props could not be decoded.
public struct PropsDecodingError: Error, Hashable, Sendable {
  /// The field that did not fit, its path relative to the item.
  public var diagnostic: Diagnostic
}
