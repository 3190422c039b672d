// expect: error: argument passed to call that takes no arguments
// The workbook's simulated screens are the workbook's (Simulator.withScreenScale), not
// UIKit's: UIScreen has no public initializer that takes a scale.
import UIKit

let retina = UIScreen(scale: 3)
