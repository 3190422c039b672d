import Foundation
import Workbook

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

  public init(
    out: @escaping (String) -> Void, err: @escaping (String) -> Void,
    binary: @escaping (Data) -> Void = { _ in }, isTerminal: Bool = false,
    takesKeys: Bool = false, readLine: @escaping () -> String? = { nil },
    readInput: @escaping (Int) -> Data = { _ in Data() },
    size: @escaping () -> Terminal.Size? = { nil }
  ) {
    self.out = out
    self.err = err
    self.binary = binary
    self.isTerminal = isTerminal
    self.takesKeys = takesKeys
    self.readLine = readLine
    self.readInput = readInput
    self.size = size
  }

  /// The process's own standard output, error and input.
  public static var standard: Console {
    Console(
      out: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
      err: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
      binary: { FileHandle.standardOutput.write($0) },
      isTerminal: isatty(STDOUT_FILENO) == 1,
      takesKeys: isatty(STDOUT_FILENO) == 1 && isatty(STDIN_FILENO) == 1,
      readLine: { Swift.readLine() },
      readInput: Terminal.readStandardInput,
      size: Terminal.size)
  }
}
