// Stand-in for part of Apple's UIKit, transcribed from Apple's documentation
// (developer.apple.com): UILabel (a few properties), NSTextAlignment (on iOS it is UIKit's)
// and UIFont (systemFont(ofSize:), preferredFont(forTextStyle:) and UIFont.TextStyle).
// Every body traps: nothing here runs. Used only by the UIKit-shaped build of the Workbook.
//
// Apple's pages show `@MainActor` on each member of UILabel too; the class is @MainActor, so
// its members are isolated to the main actor without repeating it.

import CoreGraphics
import Foundation

// (No initializers of its own: it inherits init(frame:), init(coder:) and the convenience
// init() from UIView.)
// UILabel <https://developer.apple.com/documentation/uikit/uilabel>
@MainActor
open class UILabel: UIView {
  // text <https://developer.apple.com/documentation/uikit/uilabel/text>
  open var text: String? {
    get { fatalError() }
    set { fatalError() }
  }

  // font <https://developer.apple.com/documentation/uikit/uilabel/font>
  open var font: UIFont! {
    get { fatalError() }
    set { fatalError() }
  }

  // textColor <https://developer.apple.com/documentation/uikit/uilabel/textcolor>
  open var textColor: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }

  // textAlignment <https://developer.apple.com/documentation/uikit/uilabel/textalignment>
  open var textAlignment: NSTextAlignment {
    get { fatalError() }
    set { fatalError() }
  }

  // numberOfLines <https://developer.apple.com/documentation/uikit/uilabel/numberoflines>
  open var numberOfLines: Int {
    get { fatalError() }
    set { fatalError() }
  }
}

// On iOS NSTextAlignment is declared by UIKit (the page is under UIKit; macOS has AppKit's).
// Raw values: the pages document `center` = 1 and `right` = 2 for arm64 iOS (and for the iOS
// Simulator on x86_64; they are swapped for other x86_64 binaries, as on macOS). The others
// are not documented; `left`, `justified` and `natural` take the implicit values 0, 3, 4.
// Cases are declared left, center, right (not in the page's order left, right, center) so that
// the implicit values follow the documented ones. Not declared: init(_ ctTextAlignment:)
// (Core Text is not part of this stand-in).
// NSTextAlignment <https://developer.apple.com/documentation/uikit/nstextalignment>
public enum NSTextAlignment: Int, Sendable {
  // NSTextAlignment.left <https://developer.apple.com/documentation/uikit/nstextalignment/left>
  case left
  // NSTextAlignment.center <https://developer.apple.com/documentation/uikit/nstextalignment/center>
  case center = 1
  // NSTextAlignment.right <https://developer.apple.com/documentation/uikit/nstextalignment/right>
  case right = 2
  // NSTextAlignment.justified <https://developer.apple.com/documentation/uikit/nstextalignment/justified>
  case justified
  // NSTextAlignment.natural <https://developer.apple.com/documentation/uikit/nstextalignment/natural>
  case natural
}

// Not @MainActor (the page's declaration is `class UIFont`). The page lists Sendable among its
// conformances; a non-final class needs `@unchecked Sendable` in Swift. NSCopying and
// NSSecureCoding (also listed) are not declared: no member here needs them.
// UIFont <https://developer.apple.com/documentation/uikit/uifont>
open class UIFont: NSObject, @unchecked Sendable {
  // systemFont(ofSize:) <https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)>
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }

  // preferredFont(forTextStyle:) <https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)>
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
}

extension UIFont {
  // The page lists Equatable, Hashable, RawRepresentable and Sendable among its conformances.
  // The constants are `static let` on the pages; they are written as get-only computed
  // properties with trapping bodies, since their (string) raw values are not documented.
  // UIFont.TextStyle <https://developer.apple.com/documentation/uikit/uifont/textstyle>
  public struct TextStyle: Equatable, Hashable, RawRepresentable, Sendable {
    // init(rawValue:) <https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)>
    public init(rawValue: String) { fatalError() }

    // Required by RawRepresentable; no page of its own.
    public var rawValue: String { get { fatalError() } }

    // body <https://developer.apple.com/documentation/uikit/uifont/textstyle/body>
    public static var body: UIFont.TextStyle { get { fatalError() } }

    // footnote <https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote>
    public static var footnote: UIFont.TextStyle { get { fatalError() } }

    // headline <https://developer.apple.com/documentation/uikit/uifont/textstyle/headline>
    public static var headline: UIFont.TextStyle { get { fatalError() } }
  }
}
