import Chapter1Holes
import Chapter2Borders
import Chapter3Layouts
import Chapter4Decorations
import Chapter5Overlay
import Workbook

/// Every chapter of the book, in reading order.
public let allChapters: [Chapter] = [chapter1, chapter2, chapter3, chapter4, chapter5]
