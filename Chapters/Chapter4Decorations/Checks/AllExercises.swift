import Workbook

/// Where students write their answers: each starter in `Exercises/` extends it.
enum StudentWork {}

/// The reference solutions, one file per exercise in `Solutions/`.
enum Solutions {}

/// Chapter 4's exercises, in order. `workbook-run new-exercise` adds new ones above the
/// marker line.
let chapter4Exercises: [Exercise] = [
  decorationFrameExercise,
  sectionGuardExercise,
  oneShadowExercise,
  filletExercise,
  // new exercises go above this line
]
