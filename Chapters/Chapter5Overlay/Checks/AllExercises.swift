import Workbook

/// Where students write their answers: each starter in `Exercises/` extends it.
enum StudentWork {}

/// The reference solutions, one file per exercise in `Solutions/`.
enum Solutions {}

/// Chapter 5's exercises, in order. `workbook-run new-exercise` adds new ones above the
/// marker line.
let chapter5Exercises: [Exercise] = [
  targetNotchExercise,
  rubberBandDragExercise,
  releaseDampingExercise,
  passThroughExercise,
  // new exercises go above this line
]
