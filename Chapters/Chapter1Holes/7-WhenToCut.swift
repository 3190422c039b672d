import Workbook

// @begin(when-to-cut)
/// The same hole cut two ways on a screen that ends up 128 x 72 points.
func whenToCut() -> Figure {
  let final = CGSize(width: 128, height: 72)
  func screen(with white: UIView) -> UIView {
    let screen = UIView(frame: CGRect(origin: .zero, size: final))
    screen.addSubview(GradientView(frame: screen.bounds))
    screen.addSubview(white)
    return screen
  }
  // 1. Cut once, as in viewDidLoad: the view still has the size it was made with (a
  //    storyboard's 88 x 72), and the screen's layout makes it wider afterwards.
  let early = UIView(frame: CGRect(origin: .zero, size: CGSize(width: 88, height: 72)))
  early.backgroundColor = .white
  early.cutHole(in: early.bounds.insetBy(dx: 22, dy: 18))
  early.frame.size = final
  // 2. Cut in layoutSubviews: remade at the final size.
  let laidOut = HoleyView(frame: CGRect(origin: .zero, size: CGSize(width: 88, height: 72)))
  laidOut.frame.size = final
  return .sideBySide(
    [
      Figure(of: screen(with: early), title: "cut in viewDidLoad"),
      Figure(of: screen(with: laidOut), title: "cut in layoutSubviews"),
    ],
    caption: "The white view was 88 points wide when it was cut and 128 once the screen "
      + "was laid out. A mask keeps its path: cut early, the hole sits where the old "
      + "centre was and the 40 points the mask never covered vanish with it. Cut in "
      + "layoutSubviews, the mask is remade at every size.")
}
// @end(when-to-cut)
