// expect: error: missing argument for parameter 'transform' in call
// Core Graphics' path initialisers take a transform, with no default.
import UIKit

let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
