// Stand-in for part of Apple's UIKit, transcribed from Apple's documentation
// (developer.apple.com): UIImageView (initializers and image; contentMode is UIView's).
// Every body traps: nothing here runs. Used only by the UIKit-shaped build of the Workbook.
//
// Apple's pages show `@MainActor` on each member too; the class is @MainActor, so its members
// are isolated to the main actor without repeating it.

import CoreGraphics
import Foundation

// UIImageView <https://developer.apple.com/documentation/uikit/uiimageview>
@MainActor
open class UIImageView: UIView {
  // init(image:) <https://developer.apple.com/documentation/uikit/uiimageview/init(image:)>
  public init(image: UIImage?) { fatalError() }

  // init(image:highlightedImage:) <https://developer.apple.com/documentation/uikit/uiimageview/init(image:highlightedimage:)>
  public init(image: UIImage?, highlightedImage: UIImage?) { fatalError() }

  // No page on UIImageView: UIImageView declares no designated initializers of its own in
  // Objective-C, so it keeps UIView's init(frame:) (and init(coder:)) as designated
  // initializers next to init(image:). In Swift a class that declares designated
  // initializers must redeclare the inherited ones to keep them, hence this override.
  // init(frame:) <https://developer.apple.com/documentation/uikit/uiview/init(frame:)>
  public override init(frame: CGRect) { fatalError() }

  // `required`: it satisfies NSCoding's initializer requirement (UIView conforms to NSCoding).
  // init(coder:) <https://developer.apple.com/documentation/uikit/uiview/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }

  // (With init(frame:) and init(coder:) both overridden, UIImageView inherits UIView's
  // convenience init(), so `UIImageView()` compiles as in Xcode.)

  // image <https://developer.apple.com/documentation/uikit/uiimageview/image>
  open var image: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }
}
