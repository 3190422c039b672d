import Chapter1Holes
import Workbook

/// Every chapter of the book, in reading order.
public let allChapters: [Chapter] = [chapter1]
