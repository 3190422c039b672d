// Stand-in for part of Apple's MapKit module, transcribed from Apple's documentation
// (developer.apple.com): MKMapView (a few of its properties) and MKMapType.
// Every body traps: nothing here runs. It exists only so that listings that show a map view
// can be type-checked on Linux with `import MapKit`.
//
// MKMapView is a UIView, so the module imports the UIKit stand-in; it is a plain `import`,
// not `@_exported`: a listing that uses UIKit types next to MapKit imports UIKit itself.

import UIKit

// The page's declaration is `class MKMapView`, without `@MainActor`; it is isolated to the
// main actor all the same, as a subclass of UIView (Swift infers a superclass's global actor),
// so `@MainActor` is not written. No initializers of its own: it inherits init(frame:),
// init(coder:) and the convenience init() from UIView (MapKit's header declares none, and
// there are no pages for them on MKMapView).
// MKMapView <https://developer.apple.com/documentation/mapkit/mkmapview>
open class MKMapView: UIView {

  // MARK: Configuring the map's appearance

  // The page shows it deprecated (iOS 3.0–27.0; MapKit's header, as third-party bindings
  // reproduce it, says to use the map configurations instead). Linux: written as an unconditional
  // `@available(*, deprecated)` (iOS-versioned availability is ignored on Linux).
  // mapType <https://developer.apple.com/documentation/mapkit/mkmapview/maptype>
  @available(*, deprecated, message: "Deprecated in iOS 27.0")
  open var mapType: MKMapType {
    get { fatalError() }
    set { fatalError() }
  }

  // showsCompass <https://developer.apple.com/documentation/mapkit/mkmapview/showscompass>
  open var showsCompass: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // MARK: Adjusting map interactions

  // isZoomEnabled <https://developer.apple.com/documentation/mapkit/mkmapview/iszoomenabled>
  open var isZoomEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  // isScrollEnabled <https://developer.apple.com/documentation/mapkit/mkmapview/isscrollenabled>
  open var isScrollEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

// Raw values are not documented; raw type from `init?(rawValue: UInt)`, cases in the page's
// order (the order of the Objective-C header).
// MKMapType <https://developer.apple.com/documentation/mapkit/mkmaptype>
public enum MKMapType: UInt, Sendable {
  // MKMapType.standard <https://developer.apple.com/documentation/mapkit/mkmaptype/standard>
  case standard
  // MKMapType.satellite <https://developer.apple.com/documentation/mapkit/mkmaptype/satellite>
  case satellite
  // MKMapType.hybrid <https://developer.apple.com/documentation/mapkit/mkmaptype/hybrid>
  case hybrid
  // MKMapType.satelliteFlyover <https://developer.apple.com/documentation/mapkit/mkmaptype/satelliteflyover>
  @available(iOS 9.0, *)
  case satelliteFlyover
  // MKMapType.hybridFlyover <https://developer.apple.com/documentation/mapkit/mkmaptype/hybridflyover>
  @available(iOS 9.0, *)
  case hybridFlyover
  // MKMapType.mutedStandard <https://developer.apple.com/documentation/mapkit/mkmaptype/mutedstandard>
  @available(iOS 11.0, *)
  case mutedStandard
}
