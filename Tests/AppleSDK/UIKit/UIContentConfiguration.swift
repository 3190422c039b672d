// Stand-in for part of Apple's UIKit, transcribed from Apple's documentation
// (developer.apple.com): content configurations, the protocols UIContentConfiguration,
// UIContentView and UIConfigurationState, and UIListContentConfiguration (a few of its
// properties and two of its default configurations) with its TextProperties.
// Every body traps: nothing here runs. Used only by the UIKit-shaped build of the Workbook.
//
// These are Swift declarations of Swift's UIKit overlay (UIContentConfiguration and
// UIListContentConfiguration are Swift protocol and struct, not Objective-C types), so there
// are no Objective-C headers behind them; `@MainActor` is written where the pages show it.

import Foundation

// MARK: - Protocols

// UIContentConfiguration <https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5>
public protocol UIContentConfiguration {
  // makeContentView() <https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()>
  @MainActor func makeContentView() -> any UIView & UIContentView

  // updated(for:) <https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)>
  func updated(for state: any UIConfigurationState) -> Self
}

// Not declared: supports(_:), an optional requirement (with a default) not needed here.
// UIContentView <https://developer.apple.com/documentation/uikit/uicontentview-5fh3z>
@MainActor
public protocol UIContentView: NSObjectProtocol {
  // configuration <https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/configuration>
  var configuration: any UIContentConfiguration { get set }
}

// Not declared: its subscript for custom states (UIConfigurationStateCustomKey is not part
// of this stand-in).
// UIConfigurationState <https://developer.apple.com/documentation/uikit/uiconfigurationstate-8d7pd>
public protocol UIConfigurationState {
  // init(traitCollection:) <https://developer.apple.com/documentation/uikit/uiconfigurationstate-8d7pd/init(traitcollection:)>
  init(traitCollection: UITraitCollection)

  // traitCollection <https://developer.apple.com/documentation/uikit/uiconfigurationstate-8d7pd/traitcollection>
  var traitCollection: UITraitCollection { get set }
}

// MARK: - UIListContentConfiguration

// The page lists CustomDebugStringConvertible, CustomReflectable, CustomStringConvertible,
// Equatable, Hashable and UIContentConfiguration among its conformances. Only Equatable,
// Hashable (synthesized: the struct has no stored properties here) and UIContentConfiguration
// are declared; the Custom... conformances, whose members trap anyway, are left out.
// UIListContentConfiguration <https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct>
public struct UIListContentConfiguration: Equatable, Hashable, UIContentConfiguration {

  // MARK: Getting default configurations

  // cell() <https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()>
  public static func cell() -> UIListContentConfiguration { fatalError() }

  // subtitleCell() <https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/subtitlecell()>
  public static func subtitleCell() -> UIListContentConfiguration { fatalError() }

  // MARK: Customizing content

  // text <https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text>
  public var text: String? {
    get { fatalError() }
    set { fatalError() }
  }

  // secondaryText <https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext>
  public var secondaryText: String? {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Customizing appearance

  // textProperties <https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.property>
  public var textProperties: UIListContentConfiguration.TextProperties {
    get { fatalError() }
    set { fatalError() }
  }

  // secondaryTextProperties <https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytextproperties>
  public var secondaryTextProperties: UIListContentConfiguration.TextProperties {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: UIContentConfiguration requirements
  //
  // No pages of their own on UIListContentConfiguration were found; the protocol's pages
  // give the declarations (with `Self` being UIListContentConfiguration).

  // makeContentView() <https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()>
  @MainActor public func makeContentView() -> any UIView & UIContentView { fatalError() }

  // updated(for:) <https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)>
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { fatalError() }
}

extension UIListContentConfiguration {
  // The conformances on the page were not seen; none are declared.
  // UIListContentConfiguration.TextProperties <https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct>
  public struct TextProperties {
    // color <https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/color>
    public var color: UIColor {
      get { fatalError() }
      set { fatalError() }
    }

    // numberOfLines <https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/numberoflines>
    public var numberOfLines: Int {
      get { fatalError() }
      set { fatalError() }
    }
  }
}
