import Workbook

/// The measurements of Chapter 4's screens, as exercise 4.1 hands them to the student's
/// code: the same numbers as the chapter's own `Grid` (a test holds them equal), in the
/// chapter's kit, since an exercise's program does not have the chapter.
public enum Grid {
  public static let screen = CGSize(width: 144, height: 176)
  /// Space left and right of the section.
  public static let inset: CGFloat = 12
  /// Space above the section (a title would go there).
  public static let top: CGFloat = 16
  public static let itemHeight: CGFloat = 40
  /// Room the decoration leaves for its shadow, right and below.
  public static let shadowRight: CGFloat = 4
  public static let shadowBottom: CGFloat = 6
  public static let corner: CGFloat = 10
}

/// Exercise 4.2's function as its program serves it: the card frames come as a callback
/// to the check (`Callback`), which the student's function takes as a plain closure.
public func servingCardFrames(
  _ sections: @escaping @MainActor ([Int], (Int) -> CGRect, CGRect) -> [Int]
) -> @MainActor ([Int], Callback<Int, CGRect>, CGRect) -> [Int] {
  { counts, frames, rect in sections(counts, frames.call, rect) }
}
