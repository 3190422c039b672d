import Foundation
import Graphics

/// Core Animation's transaction: the changes made to layers between `begin()` and
/// `commit()`, and how they animate. Every change belongs to one: outside an explicit
/// one, to the implicit transaction of the current run-loop turn, in which a property
/// change of a layer on screen animates for 0.25 s. `setDisableActions(true)` turns
/// that off for the rest of the transaction.
///
/// The model keeps a stack of transactions per scope; nested transactions start with
/// the settings of the one they are in. Completion blocks run at `commit()` (Core
/// Animation runs them when the transaction's animations end). `flush()` does nothing.
open class CATransaction: NSObject {
  struct Settings {
    var disableActions = false
    var duration: CFTimeInterval = 0.25
    var timingFunction: CAMediaTimingFunction?
    var completion: (() -> Void)?
    var values: [String: Any] = [:]
  }

  /// One scope's transactions: the implicit one at the bottom, explicit ones above.
  final class Stack: @unchecked Sendable {
    var settings = [Settings()]
    @TaskLocal static var current = Stack()
  }

  static var top: Settings {
    get { Stack.current.settings[Stack.current.settings.count - 1] }
    set { Stack.current.settings[Stack.current.settings.count - 1] = newValue }
  }

  open class func begin() {
    var nested = top
    nested.completion = nil
    Stack.current.settings.append(nested)
  }

  open class func commit() {
    guard Stack.current.settings.count > 1, let finished = Stack.current.settings.popLast()
    else { return }
    finished.completion?()
  }

  open class func flush() {}

  open class func animationDuration() -> CFTimeInterval { top.duration }
  open class func setAnimationDuration(_ dur: CFTimeInterval) { top.duration = dur }

  open class func animationTimingFunction() -> CAMediaTimingFunction? { top.timingFunction }
  open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
    top.timingFunction = function
  }

  open class func disableActions() -> Bool { top.disableActions }
  open class func setDisableActions(_ flag: Bool) { top.disableActions = flag }

  open class func completionBlock() -> (() -> Void)? { top.completion }
  open class func setCompletionBlock(_ block: (() -> Void)?) { top.completion = block }

  open class func value(forKey key: String) -> Any? { top.values[key] }
  open class func setValue(_ anObject: Any?, forKey key: String) { top.values[key] = anObject }

  open class func lock() {}
  open class func unlock() {}
}
