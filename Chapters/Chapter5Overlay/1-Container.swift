import Workbook

/// This chapter's phones (`phoneSize`) at 8 x 16 points per character.
let phoneArt = AsciiArt(cellSize: CGSize(width: 8, height: 16), pixelsPerPoint: 0.5)
