// expect: error: cannot convert value of type '()' to specified type 'UIViewPropertyAnimator'
// UIView.animate(withDuration:...) starts the animation and returns nothing.
import UIKit

func raise(_ view: UIView) {
  let animator: UIViewPropertyAnimator = UIView.animate(
    withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
    options: [.allowUserInteraction], animations: { view.alpha = 1 }, completion: nil)
  animator.startAnimation()
}
