// A stand-in for Swift Testing's cross-import overlay for Core Graphics, which the
// compiler loads wherever a file imports both Testing and CoreGraphics (on a Mac, every
// test file that imports Foundation). Empty: only its presence matters.
