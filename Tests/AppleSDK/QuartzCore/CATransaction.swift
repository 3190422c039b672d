// Stand-in for part of Apple's QuartzCore (Core Animation) module, transcribed from Apple's
// documentation (developer.apple.com). Declarations only: every body traps (fatalError());
// nothing here runs. Used only by the UIKit-shaped build that type-checks the book's listings
// on Linux.
@_exported import CoreGraphics

// Relationships on Apple's page: Inherits From NSObject; Conforms To NSObjectProtocol (and
// Equatable, Hashable, ... through NSObject). It declares no initializers.
// CATransaction <https://developer.apple.com/documentation/quartzcore/catransaction>
open class CATransaction: NSObject {

  // MARK: Creating and Committing Transactions

  // begin() <https://developer.apple.com/documentation/quartzcore/catransaction/begin()>
  open class func begin() { fatalError() }

  // commit() <https://developer.apple.com/documentation/quartzcore/catransaction/commit()>
  open class func commit() { fatalError() }

  // flush() <https://developer.apple.com/documentation/quartzcore/catransaction/flush()>
  open class func flush() { fatalError() }

  // MARK: Overriding Animation Duration and Timing

  // animationDuration() <https://developer.apple.com/documentation/quartzcore/catransaction/animationduration()>
  open class func animationDuration() -> CFTimeInterval { fatalError() }

  // setAnimationDuration(_:) <https://developer.apple.com/documentation/quartzcore/catransaction/setanimationduration(_:)>
  open class func setAnimationDuration(_ dur: CFTimeInterval) { fatalError() }

  // animationTimingFunction() <https://developer.apple.com/documentation/quartzcore/catransaction/animationtimingfunction()>
  open class func animationTimingFunction() -> CAMediaTimingFunction? { fatalError() }

  // setAnimationTimingFunction(_:) <https://developer.apple.com/documentation/quartzcore/catransaction/setanimationtimingfunction(_:)>
  open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { fatalError() }

  // MARK: Temporarily Disabling Property Animations

  // disableActions() <https://developer.apple.com/documentation/quartzcore/catransaction/disableactions()>
  open class func disableActions() -> Bool { fatalError() }

  // setDisableActions(_:) <https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)>
  open class func setDisableActions(_ flag: Bool) { fatalError() }

  // MARK: Getting and Setting Completion Block Objects

  // completionBlock() <https://developer.apple.com/documentation/quartzcore/catransaction/completionblock()>
  open class func completionBlock() -> (() -> Void)? { fatalError() }

  // setCompletionBlock(_:) <https://developer.apple.com/documentation/quartzcore/catransaction/setcompletionblock(_:)>
  open class func setCompletionBlock(_ block: (() -> Void)?) { fatalError() }

  // MARK: Managing Concurrency

  // lock() <https://developer.apple.com/documentation/quartzcore/catransaction/lock()>
  open class func lock() { fatalError() }

  // unlock() <https://developer.apple.com/documentation/quartzcore/catransaction/unlock()>
  open class func unlock() { fatalError() }

  // MARK: Getting and Setting Transaction Properties

  // setValue(_:forKey:) <https://developer.apple.com/documentation/quartzcore/catransaction/setvalue(_:forkey:)>
  open class func setValue(_ anObject: Any?, forKey key: String) { fatalError() }

  // value(forKey:) <https://developer.apple.com/documentation/quartzcore/catransaction/value(forkey:)>
  open class func value(forKey key: String) -> Any? { fatalError() }
}

// MARK: - Transaction properties (keys for value(forKey:) / setValue(_:forKey:))

// kCATransactionAnimationDuration <https://developer.apple.com/documentation/quartzcore/kcatransactionanimationduration>
public let kCATransactionAnimationDuration: String = { fatalError() }()

// kCATransactionDisableActions <https://developer.apple.com/documentation/quartzcore/kcatransactiondisableactions>
public let kCATransactionDisableActions: String = { fatalError() }()

// kCATransactionAnimationTimingFunction <https://developer.apple.com/documentation/quartzcore/kcatransactionanimationtimingfunction>
public let kCATransactionAnimationTimingFunction: String = { fatalError() }()

// kCATransactionCompletionBlock <https://developer.apple.com/documentation/quartzcore/kcatransactioncompletionblock>
public let kCATransactionCompletionBlock: String = { fatalError() }()
