// expect: error: 'CGFloat' conform to 'BinaryInteger'
// A fractional pizza index is a CGFloat; comparing it with an Int needs a conversion.
import UIKit

func isCurrent(_ index: CGFloat, current: Int) -> Bool {
  index == current
}
