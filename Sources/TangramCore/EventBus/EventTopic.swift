/// The name of a kind of event, such as `click` or `exposure`.
///
/// Topics are plain strings underneath, so an app can define its own with a string literal
/// (`let cartUpdated: EventTopic = "cartUpdated"`); the static members name the topics the
/// page view posts.
public struct EventTopic: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The topic's name, as it appears in event logs.
  public var rawValue: String

  /// Creates a topic with the given name.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a topic from a string literal.
  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The topic's name.
  public var description: String { rawValue }
}

extension EventTopic {
  /// Posted when the user activates the focused item (Enter); the poster is the item's type.
  public static let click: EventTopic = "click"

  /// Posted when an item comes on screen; parameter `times` counts earlier appearances from 0.
  public static let exposure: EventTopic = "exposure"

  /// Posted when the user long-presses a `flag_longclickable` node of a VirtualView template.
  public static let longClick: EventTopic = "longClick"

  /// Posted for each visible `flag_exposure` node of a VirtualView template when its item comes
  /// on screen (VirtualView spec §7.5).
  public static let vvExposure: EventTopic = "vvExposure"

  /// Posted when a card comes on screen; the poster is the card's id and parameter `times`
  /// counts earlier appearances from 0.
  public static let layoutEnter: EventTopic = "layoutEnter"

  /// Posted when the last on-screen part of a card goes off screen; the poster is the card's id.
  public static let layoutLeave: EventTopic = "layoutLeave"

  /// Posted when a sticky card becomes stuck to the viewport's edge.
  public static let stickyEnter: EventTopic = "stickyEnter"

  /// Posted when a stuck sticky card goes back into the page flow.
  public static let stickyLeave: EventTopic = "stickyLeave"

  /// Posted when the user moves a float card to a new position.
  public static let floatMoved: EventTopic = "floatMoved"

  /// Posted when a pager settles on a page.
  public static let pageChanged: EventTopic = "pageChanged"

  /// Posted once a page has been loaded and laid out for the first time.
  public static let pageLoaded: EventTopic = "pageLoaded"

  /// Posted when the page's data has been replaced and laid out again.
  public static let pageReloaded: EventTopic = "pageReloaded"

  /// Posted when an item with an `action` is activated: Tangram's jump action, named `openUrl`.
  ///
  /// Parameter `action` carries the item's `action` field.
  public static let openURL: EventTopic = "openUrl"
}
