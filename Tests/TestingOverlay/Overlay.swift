// Swift Testing declares a cross-import overlay, `_Testing_UIKit`, that the compiler
// loads wherever a file imports both Testing and a module named UIKit. The workbook's
// app code imports its model as `UIKit`, so every test file that imports `Workbook`
// needs it; Linux's toolchain does not ship one (it has no UIKit). This empty module
// stands in for it. Only its presence matters.
