// Stand-in for part of Apple's UIKit, transcribed from Apple's documentation
// (developer.apple.com): view animation types — UIView.AnimationOptions, UIView.AnimationCurve,
// UIViewPropertyAnimator, the UIViewAnimating / UIViewImplicitlyAnimating protocols,
// UIViewAnimatingState, UIViewAnimatingPosition, UITimingCurveProvider, UITimingCurveType,
// UICubicTimingParameters and UISpringTimingParameters. (UIView's block-based `animate` class
// methods are in UIView.swift, in the class body.)
// Every body traps: nothing here runs. Used only by the UIKit-shaped build of the Workbook.
//
// Apple's pages show `@MainActor` on each member too; the classes and protocols are
// @MainActor, so their members are isolated to the main actor without repeating it.
// Linux: Objective-C `optional` protocol requirements cannot be declared; each one is declared
// as a plain requirement with a default (trapping) implementation in an extension, marked
// `// optional in Apple's protocol`.

import CoreGraphics
import Foundation

extension UIView {
  // An OptionSet. The raw values of the options are not documented (the pages give none), so
  // each option is a get-only computed property with a trapping body; `rawValue` is the
  // RawRepresentable requirement (no page of its own).
  // UIView.AnimationOptions <https://developer.apple.com/documentation/uikit/uiview/animationoptions>
  public struct AnimationOptions: OptionSet, Sendable {
    // Required by RawRepresentable/OptionSet; no page of its own.
    public var rawValue: UInt { get { fatalError() } }
    // init(rawValue:) <https://developer.apple.com/documentation/uikit/uiview/animationoptions/init(rawvalue:)>
    public init(rawValue: UInt) { fatalError() }

    // layoutSubviews <https://developer.apple.com/documentation/uikit/uiview/animationoptions/layoutsubviews>
    public static var layoutSubviews: UIView.AnimationOptions { get { fatalError() } }
    // allowUserInteraction <https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowuserinteraction>
    public static var allowUserInteraction: UIView.AnimationOptions { get { fatalError() } }
    // beginFromCurrentState <https://developer.apple.com/documentation/uikit/uiview/animationoptions/beginfromcurrentstate>
    public static var beginFromCurrentState: UIView.AnimationOptions { get { fatalError() } }
    // repeat <https://developer.apple.com/documentation/uikit/uiview/animationoptions/repeat>
    public static var `repeat`: UIView.AnimationOptions { get { fatalError() } }
    // autoreverse <https://developer.apple.com/documentation/uikit/uiview/animationoptions/autoreverse>
    public static var autoreverse: UIView.AnimationOptions { get { fatalError() } }
    // overrideInheritedDuration <https://developer.apple.com/documentation/uikit/uiview/animationoptions/overrideinheritedduration>
    public static var overrideInheritedDuration: UIView.AnimationOptions { get { fatalError() } }
    // overrideInheritedCurve <https://developer.apple.com/documentation/uikit/uiview/animationoptions/overrideinheritedcurve>
    public static var overrideInheritedCurve: UIView.AnimationOptions { get { fatalError() } }
    // allowAnimatedContent <https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowanimatedcontent>
    public static var allowAnimatedContent: UIView.AnimationOptions { get { fatalError() } }
    // showHideTransitionViews <https://developer.apple.com/documentation/uikit/uiview/animationoptions/showhidetransitionviews>
    public static var showHideTransitionViews: UIView.AnimationOptions { get { fatalError() } }
    // overrideInheritedOptions <https://developer.apple.com/documentation/uikit/uiview/animationoptions/overrideinheritedoptions>
    public static var overrideInheritedOptions: UIView.AnimationOptions { get { fatalError() } }
    // curveEaseInOut <https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseinout>
    public static var curveEaseInOut: UIView.AnimationOptions { get { fatalError() } }
    // curveEaseIn <https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeasein>
    public static var curveEaseIn: UIView.AnimationOptions { get { fatalError() } }
    // curveEaseOut <https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseout>
    public static var curveEaseOut: UIView.AnimationOptions { get { fatalError() } }
    // curveLinear <https://developer.apple.com/documentation/uikit/uiview/animationoptions/curvelinear>
    public static var curveLinear: UIView.AnimationOptions { get { fatalError() } }
    // transitionFlipFromLeft <https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitionflipfromleft>
    public static var transitionFlipFromLeft: UIView.AnimationOptions { get { fatalError() } }
    // transitionFlipFromRight <https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitionflipfromright>
    public static var transitionFlipFromRight: UIView.AnimationOptions { get { fatalError() } }
    // transitionCurlUp <https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitioncurlup>
    public static var transitionCurlUp: UIView.AnimationOptions { get { fatalError() } }
    // transitionCurlDown <https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitioncurldown>
    public static var transitionCurlDown: UIView.AnimationOptions { get { fatalError() } }
    // transitionCrossDissolve <https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitioncrossdissolve>
    public static var transitionCrossDissolve: UIView.AnimationOptions { get { fatalError() } }
    // transitionFlipFromTop <https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitionflipfromtop>
    public static var transitionFlipFromTop: UIView.AnimationOptions { get { fatalError() } }
    // transitionFlipFromBottom <https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitionflipfrombottom>
    public static var transitionFlipFromBottom: UIView.AnimationOptions { get { fatalError() } }
    // preferredFramesPerSecond60 <https://developer.apple.com/documentation/uikit/uiview/animationoptions/preferredframespersecond60>
    public static var preferredFramesPerSecond60: UIView.AnimationOptions { get { fatalError() } }
    // preferredFramesPerSecond30 <https://developer.apple.com/documentation/uikit/uiview/animationoptions/preferredframespersecond30>
    public static var preferredFramesPerSecond30: UIView.AnimationOptions { get { fatalError() } }
  }

  // Raw values are not documented; raw type from `init?(rawValue: Int)`, cases in the page's
  // order (the order of the Objective-C header).
  // UIView.AnimationCurve <https://developer.apple.com/documentation/uikit/uiview/animationcurve>
  public enum AnimationCurve: Int, Sendable {
    // UIView.AnimationCurve.easeInOut <https://developer.apple.com/documentation/uikit/uiview/animationcurve/easeinout>
    case easeInOut
    // UIView.AnimationCurve.easeIn <https://developer.apple.com/documentation/uikit/uiview/animationcurve/easein>
    case easeIn
    // UIView.AnimationCurve.easeOut <https://developer.apple.com/documentation/uikit/uiview/animationcurve/easeout>
    case easeOut
    // UIView.AnimationCurve.linear <https://developer.apple.com/documentation/uikit/uiview/animationcurve/linear>
    case linear
  }
}

// MARK: - Animator state

// Raw values are not documented; raw type from `init?(rawValue: Int)`, cases in the page's order.
// UIViewAnimatingState <https://developer.apple.com/documentation/uikit/uiviewanimatingstate>
public enum UIViewAnimatingState: Int, Sendable {
  // UIViewAnimatingState.inactive <https://developer.apple.com/documentation/uikit/uiviewanimatingstate/inactive>
  case inactive
  // UIViewAnimatingState.active <https://developer.apple.com/documentation/uikit/uiviewanimatingstate/active>
  case active
  // UIViewAnimatingState.stopped <https://developer.apple.com/documentation/uikit/uiviewanimatingstate/stopped>
  case stopped
}

// Raw values are not documented; raw type from `init?(rawValue: Int)`, cases in the page's order.
// UIViewAnimatingPosition <https://developer.apple.com/documentation/uikit/uiviewanimatingposition>
public enum UIViewAnimatingPosition: Int, Sendable {
  // UIViewAnimatingPosition.end <https://developer.apple.com/documentation/uikit/uiviewanimatingposition/end>
  case end
  // UIViewAnimatingPosition.start <https://developer.apple.com/documentation/uikit/uiviewanimatingposition/start>
  case start
  // UIViewAnimatingPosition.current <https://developer.apple.com/documentation/uikit/uiviewanimatingposition/current>
  case current
}

// MARK: - UIViewAnimating, UIViewImplicitlyAnimating

// UIViewAnimating <https://developer.apple.com/documentation/uikit/uiviewanimating>
@MainActor
public protocol UIViewAnimating: NSObjectProtocol {
  // state <https://developer.apple.com/documentation/uikit/uiviewanimating/state>
  var state: UIViewAnimatingState { get }
  // isRunning <https://developer.apple.com/documentation/uikit/uiviewanimating/isrunning>
  var isRunning: Bool { get }
  // isReversed <https://developer.apple.com/documentation/uikit/uiviewanimating/isreversed>
  var isReversed: Bool { get set }
  // fractionComplete <https://developer.apple.com/documentation/uikit/uiviewanimating/fractioncomplete>
  var fractionComplete: CGFloat { get set }
  // startAnimation() <https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation()>
  func startAnimation()
  // startAnimation(afterDelay:) <https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation(afterdelay:)>
  func startAnimation(afterDelay delay: TimeInterval)
  // pauseAnimation() <https://developer.apple.com/documentation/uikit/uiviewanimating/pauseanimation()>
  func pauseAnimation()
  // stopAnimation(_:) <https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:)>
  func stopAnimation(_ withoutFinishing: Bool)
  // finishAnimation(at:) <https://developer.apple.com/documentation/uikit/uiviewanimating/finishanimation(at:)>
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

// UIViewImplicitlyAnimating <https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating>
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  // optional in Apple's protocol
  // addAnimations(_:) <https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating/addanimations(_:)>
  func addAnimations(_ animation: @escaping () -> Void)
  // optional in Apple's protocol
  // addAnimations(_:delayFactor:) <https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating/addanimations(_:delayfactor:)>
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  // optional in Apple's protocol
  // addCompletion(_:) <https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating/addcompletion(_:)>
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  // optional in Apple's protocol
  // continueAnimation(withTimingParameters:durationFactor:) <https://developer.apple.com/documentation/uikit/uiviewimplicitlyanimating/continueanimation(withtimingparameters:durationfactor:)>
  func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
  // optional in Apple's protocol
  public func addAnimations(_ animation: @escaping () -> Void) { fatalError() }
  // optional in Apple's protocol
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { fatalError() }
  // optional in Apple's protocol
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { fatalError() }
  // optional in Apple's protocol
  public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) { fatalError() }
}

// MARK: - Timing curves

// Raw values are not documented; raw type from `init?(rawValue: Int)`, cases in the page's order.
// UITimingCurveType <https://developer.apple.com/documentation/uikit/uitimingcurvetype>
public enum UITimingCurveType: Int, Sendable {
  // UITimingCurveType.builtin <https://developer.apple.com/documentation/uikit/uitimingcurvetype/builtin>
  case builtin
  // UITimingCurveType.cubic <https://developer.apple.com/documentation/uikit/uitimingcurvetype/cubic>
  case cubic
  // UITimingCurveType.spring <https://developer.apple.com/documentation/uikit/uitimingcurvetype/spring>
  case spring
  // UITimingCurveType.composed <https://developer.apple.com/documentation/uikit/uitimingcurvetype/composed>
  case composed
}

// UITimingCurveProvider <https://developer.apple.com/documentation/uikit/uitimingcurveprovider>
@MainActor
public protocol UITimingCurveProvider: NSCoding, NSCopying {
  // timingCurveType <https://developer.apple.com/documentation/uikit/uitimingcurveprovider/timingcurvetype>
  var timingCurveType: UITimingCurveType { get }
  // cubicTimingParameters <https://developer.apple.com/documentation/uikit/uitimingcurveprovider/cubictimingparameters>
  var cubicTimingParameters: UICubicTimingParameters? { get }
  // springTimingParameters <https://developer.apple.com/documentation/uikit/uitimingcurveprovider/springtimingparameters>
  var springTimingParameters: UISpringTimingParameters? { get }
}

// Linux: conformances to NSCoding and NSCopying (nonisolated Foundation protocols) written
// @preconcurrency, as Swift imports Apple's Objective-C conformances.
// UICubicTimingParameters <https://developer.apple.com/documentation/uikit/uicubictimingparameters>
@MainActor
open class UICubicTimingParameters: NSObject, @preconcurrency NSCoding, @preconcurrency NSCopying, UITimingCurveProvider {
  // init() <https://developer.apple.com/documentation/uikit/uicubictimingparameters/init()>
  public override init() { fatalError() }
  // `required`: it satisfies NSCoding's initializer requirement.
  // init(coder:) <https://developer.apple.com/documentation/uikit/uicubictimingparameters/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }
  // init(animationCurve:) <https://developer.apple.com/documentation/uikit/uicubictimingparameters/init(animationcurve:)>
  public init(animationCurve curve: UIView.AnimationCurve) { fatalError() }
  // init(controlPoint1:controlPoint2:) <https://developer.apple.com/documentation/uikit/uicubictimingparameters/init(controlpoint1:controlpoint2:)>
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) { fatalError() }

  // animationCurve <https://developer.apple.com/documentation/uikit/uicubictimingparameters/animationcurve>
  open var animationCurve: UIView.AnimationCurve { get { fatalError() } }
  // controlPoint1 <https://developer.apple.com/documentation/uikit/uicubictimingparameters/controlpoint1>
  open var controlPoint1: CGPoint { get { fatalError() } }
  // controlPoint2 <https://developer.apple.com/documentation/uikit/uicubictimingparameters/controlpoint2>
  open var controlPoint2: CGPoint { get { fatalError() } }

  // UITimingCurveProvider requirements (documented on the protocol's pages).
  // timingCurveType <https://developer.apple.com/documentation/uikit/uitimingcurveprovider/timingcurvetype>
  open var timingCurveType: UITimingCurveType { get { fatalError() } }
  // cubicTimingParameters <https://developer.apple.com/documentation/uikit/uitimingcurveprovider/cubictimingparameters>
  open var cubicTimingParameters: UICubicTimingParameters? { get { fatalError() } }
  // springTimingParameters <https://developer.apple.com/documentation/uikit/uitimingcurveprovider/springtimingparameters>
  open var springTimingParameters: UISpringTimingParameters? { get { fatalError() } }

  // NSCoding and NSCopying requirements.
  // encode(with:) <https://developer.apple.com/documentation/foundation/nscoding/encode(with:)>
  open func encode(with coder: NSCoder) { fatalError() }
  // copy(with:) <https://developer.apple.com/documentation/foundation/nscopying/copy(with:)>
  open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

// Linux: conformances to NSCoding and NSCopying (nonisolated Foundation protocols) written
// @preconcurrency, as Swift imports Apple's Objective-C conformances.
// UISpringTimingParameters <https://developer.apple.com/documentation/uikit/uispringtimingparameters>
@MainActor
open class UISpringTimingParameters: NSObject, @preconcurrency NSCoding, @preconcurrency NSCopying, UITimingCurveProvider {
  // init() <https://developer.apple.com/documentation/uikit/uispringtimingparameters/init()>
  public override init() { fatalError() }
  // `required`: it satisfies NSCoding's initializer requirement.
  // init(coder:) <https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(coder:)>
  public required init?(coder: NSCoder) { fatalError() }
  // init(dampingRatio:) <https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(dampingratio:)>
  public convenience init(dampingRatio ratio: CGFloat) { fatalError() }
  // init(dampingRatio:initialVelocity:) <https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(dampingratio:initialvelocity:)>
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) { fatalError() }
  // init(mass:stiffness:damping:initialVelocity:) <https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(mass:stiffness:damping:initialvelocity:)>
  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) { fatalError() }
  // init(duration:bounce:) <https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(duration:bounce:)>
  @available(iOS 17.0, *)
  public convenience init(duration: TimeInterval, bounce: CGFloat) { fatalError() }
  // init(duration:bounce:initialVelocity:) <https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(duration:bounce:initialvelocity:)>
  @available(iOS 17.0, *)
  public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) { fatalError() }

  // initialVelocity <https://developer.apple.com/documentation/uikit/uispringtimingparameters/initialvelocity>
  open var initialVelocity: CGVector { get { fatalError() } }

  // UITimingCurveProvider requirements (documented on the protocol's pages).
  // timingCurveType <https://developer.apple.com/documentation/uikit/uitimingcurveprovider/timingcurvetype>
  open var timingCurveType: UITimingCurveType { get { fatalError() } }
  // cubicTimingParameters <https://developer.apple.com/documentation/uikit/uitimingcurveprovider/cubictimingparameters>
  open var cubicTimingParameters: UICubicTimingParameters? { get { fatalError() } }
  // springTimingParameters <https://developer.apple.com/documentation/uikit/uitimingcurveprovider/springtimingparameters>
  open var springTimingParameters: UISpringTimingParameters? { get { fatalError() } }

  // NSCoding and NSCopying requirements.
  // encode(with:) <https://developer.apple.com/documentation/foundation/nscoding/encode(with:)>
  open func encode(with coder: NSCoder) { fatalError() }
  // copy(with:) <https://developer.apple.com/documentation/foundation/nscopying/copy(with:)>
  open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

// MARK: - UIViewPropertyAnimator

// Linux: conformance to NSCopying (nonisolated Foundation protocol) written @preconcurrency,
// as Swift imports Apple's Objective-C conformances.
// UIViewPropertyAnimator <https://developer.apple.com/documentation/uikit/uiviewpropertyanimator>
@MainActor
open class UIViewPropertyAnimator: NSObject, @preconcurrency NSCopying, UIViewImplicitlyAnimating {

  // MARK: Initializing a property animator

  // init(duration:curve:animations:) <https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:curve:animations:)>
  public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) { fatalError() }

  // init(duration:controlPoint1:controlPoint2:animations:) <https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:controlpoint1:controlpoint2:animations:)>
  public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) { fatalError() }

  // init(duration:dampingRatio:animations:) <https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:dampingratio:animations:)>
  public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) { fatalError() }

  // init(duration:timingParameters:) <https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:timingparameters:)>
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) { fatalError() }

  // runningPropertyAnimator(withDuration:delay:options:animations:completion:) <https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/runningpropertyanimator(withduration:delay:options:animations:completion:)>
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [], animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self { fatalError() }

  // MARK: Modifying animations

  // addAnimations(_:) <https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addanimations(_:)>
  open func addAnimations(_ animation: @escaping () -> Void) { fatalError() }

  // addAnimations(_:delayFactor:) <https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addanimations(_:delayfactor:)>
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { fatalError() }

  // addCompletion(_:) <https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addcompletion(_:)>
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { fatalError() }

  // continueAnimation(withTimingParameters:durationFactor:) <https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/continueanimation(withtimingparameters:durationfactor:)>
  open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) { fatalError() }

  // MARK: Accessing the animation parameters

  // duration <https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/duration>
  open var duration: TimeInterval { get { fatalError() } }

  // delay <https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/delay>
  open var delay: TimeInterval { get { fatalError() } }

  // Linux: Apple's declaration is `@NSCopying var timingParameters: ...`; @NSCopying only
  // applies to stored properties, so it is dropped from this computed one.
  // timingParameters <https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/timingparameters>
  open var timingParameters: (any UITimingCurveProvider)? { get { fatalError() } }

  // isUserInteractionEnabled <https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/isuserinteractionenabled>
  open var isUserInteractionEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // isInterruptible <https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/isinterruptible>
  open var isInterruptible: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: UIViewAnimating requirements (documented on the protocol's pages)

  // state <https://developer.apple.com/documentation/uikit/uiviewanimating/state>
  open var state: UIViewAnimatingState { get { fatalError() } }

  // isRunning <https://developer.apple.com/documentation/uikit/uiviewanimating/isrunning>
  open var isRunning: Bool { get { fatalError() } }

  // isReversed <https://developer.apple.com/documentation/uikit/uiviewanimating/isreversed>
  open var isReversed: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // fractionComplete <https://developer.apple.com/documentation/uikit/uiviewanimating/fractioncomplete>
  open var fractionComplete: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  // startAnimation() <https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation()>
  open func startAnimation() { fatalError() }

  // startAnimation(afterDelay:) <https://developer.apple.com/documentation/uikit/uiviewanimating/startanimation(afterdelay:)>
  open func startAnimation(afterDelay delay: TimeInterval) { fatalError() }

  // pauseAnimation() <https://developer.apple.com/documentation/uikit/uiviewanimating/pauseanimation()>
  open func pauseAnimation() { fatalError() }

  // stopAnimation(_:) <https://developer.apple.com/documentation/uikit/uiviewanimating/stopanimation(_:)>
  open func stopAnimation(_ withoutFinishing: Bool) { fatalError() }

  // finishAnimation(at:) <https://developer.apple.com/documentation/uikit/uiviewanimating/finishanimation(at:)>
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { fatalError() }

  // NSCopying requirement.
  // copy(with:) <https://developer.apple.com/documentation/foundation/nscopying/copy(with:)>
  open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}
