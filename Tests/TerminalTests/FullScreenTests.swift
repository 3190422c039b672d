import Terminal
import Testing

// The full-screen loop on its own: a terminal that plays bytes, a handler that records.

@Suite struct FullScreenLoopTests {
  @Test func theTerminalIsPutBackWhenTheHandlerQuits() {
    let recording = ScreenRecording()
    let console = Console(
      out: { _ in }, err: { _ in },
      fullScreen: .playing(
        [FullScreenIO.bytes([.character("x"), .character("q")])], into: recording))
    var keys: [Terminal.Key] = []
    FullScreen.run(
      console: console, enter: "<in>", leave: "<out>", waiting: { 0 },
      draw: { _ in "frame \(keys.count)" },
      handle: { input, _ in
        guard case .event(.key(let key)) = input else { return .keep }
        keys.append(key)
        return key == .character("q") ? .quit : .redraw
      })
    #expect(keys == [.character("x"), .character("q")])
    #expect(recording.frames == ["<in>", "frame 0", "frame 1", "<out>"])
    #expect(recording.entered && recording.restored)
  }

  @Test func aLoneEscapeIsTheEscapeKeyAndTheEndOfInputEndsTheLoop() {
    let recording = ScreenRecording()
    let console = Console(
      out: { _ in }, err: { _ in }, fullScreen: .playing([[27], nil], into: recording))
    var inputs: [FullScreen.Input] = []
    FullScreen.run(
      console: console, enter: "", leave: "", waiting: { 0 }, draw: { _ in "" },
      handle: { input, _ in
        inputs.append(input)
        return .keep
      })
    // The Escape byte, then a wait with nothing: the Escape key; then the input ends.
    #expect(inputs == [.tick, .event(.key(.escape)), .tick])
    #expect(recording.restored)
  }
}

@Suite struct StatusColourTests {
  @Test func verdictsArePaintedOnlyOnAColourTerminal() {
    #expect(Terminal.Escape.paint("ok", .pass, colored: false) == "ok")
    #expect(Terminal.Escape.paint("FAIL", .fail, colored: true) == "\u{1B}[31mFAIL\u{1B}[0m")
    #expect(Terminal.Escape.paint("--", .notStarted, colored: true).hasPrefix("\u{1B}[33m"))
  }

  @Test func messagesKeepTheirRoomOnANarrowTerminal() {
    #expect(TerminalLayout.messageWidth(80) == 70)
    #expect(TerminalLayout.messageWidth(20) == TerminalLayout.narrowestText)
    #expect(TerminalLayout.hintWidth(80) == 76)
  }
}
