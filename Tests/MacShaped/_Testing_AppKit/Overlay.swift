// A stand-in for Swift Testing's cross-import overlay for AppKit. Empty: only its
// presence matters.
