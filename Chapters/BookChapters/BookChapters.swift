import Chapter1Holes
import Chapter2Borders
import Workbook

/// Every chapter of the book, in reading order.
public let allChapters: [Chapter] = [chapter1, chapter2]
