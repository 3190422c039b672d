import Foundation

/// Where a command prints and what it reads: text for the reader, errors, binary data,
/// standard input, and the terminal's size. Where things are is the `Context`.
public struct Console {
  public var out: (String) -> Void
  public var err: (String) -> Void
  public var binary: (Data) -> Void
  /// Whether standard output is a terminal (binary output is refused there).
  public var isTerminal: Bool
  /// Whether keys can be read one at a time (standard input and output are a terminal).
  public var takesKeys: Bool
  /// Reads one line from standard input (nil at its end).
  public var readLine: () -> String?
  /// Reads standard input to its end or to at most the given number of bytes.
  public var readInput: (Int) -> Data
  /// The terminal's size, when there is one.
  public var size: () -> Terminal.Size?
  /// The terminal as a full screen (the pager, `watch`, the live player) uses it.
  public var fullScreen: FullScreenIO

  public init(
    out: @escaping (String) -> Void, err: @escaping (String) -> Void,
    binary: @escaping (Data) -> Void = { _ in }, isTerminal: Bool = false,
    takesKeys: Bool = false, readLine: @escaping () -> String? = { nil },
    readInput: @escaping (Int) -> Data = { _ in Data() },
    size: @escaping () -> Terminal.Size? = { nil }, fullScreen: FullScreenIO = .none
  ) {
    self.out = out
    self.err = err
    self.binary = binary
    self.isTerminal = isTerminal
    self.takesKeys = takesKeys
    self.readLine = readLine
    self.readInput = readInput
    self.size = size
    self.fullScreen = fullScreen
  }

  /// The process's own standard output, error and input.
  public static var standard: Console {
    // A reader that goes away (`| head -1`) ends the output, not the command: the
    // command finishes and exits with its own status, whether or not a child process
    // has run yet (running one turns SIGPIPE off anyway).
    signal(SIGPIPE, SIG_IGN)
    let output = Descriptor(STDOUT_FILENO)
    let errors = Descriptor(STDERR_FILENO)
    return Console(
      out: { output.write(Data(($0 + "\n").utf8)) },
      err: { errors.write(Data(($0 + "\n").utf8)) },
      binary: { output.write($0) },
      isTerminal: isatty(STDOUT_FILENO) == 1,
      takesKeys: isatty(STDOUT_FILENO) == 1 && isatty(STDIN_FILENO) == 1,
      readLine: { Swift.readLine() },
      readInput: Terminal.readStandardInput,
      size: Terminal.size, fullScreen: .standard)
  }
}

/// A file descriptor written to in full, or not at all once its reader has gone: output
/// into a closed pipe (`workbook-run check | head -1`) is dropped quietly, and the
/// command ends as it would have, with its usual exit status. (`FileHandle.write` traps
/// there.)
final class Descriptor {
  private let number: Int32
  private var closed = false

  init(_ number: Int32) { self.number = number }

  func write(_ data: Data) {
    guard !closed else { return }
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      guard var next = buffer.baseAddress else { return }
      var left = buffer.count
      while left > 0 {
        let written = Foundation.write(number, next, left)
        if written < 0, errno == EINTR || errno == EAGAIN { continue }
        guard written > 0 else {
          closed = true
          return
        }
        next += written
        left -= written
      }
    }
  }
}
