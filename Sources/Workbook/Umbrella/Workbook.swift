// The one module a chapter's figure code imports: the app code's `UIKit` (the model of
// UIKit, Core Graphics and Core Animation, with Foundation), the graphics core, figures
// and exercises. Figure code draws with the workbook's own names (`Figure`, `Simulator`,
// `Path`, ...) beside Apple's.
@_exported import Graphics
@_exported import Lessons
@_exported import UIKit
