import Foundation
import Workbook

/// Where a command writes: text for the reader, errors, and binary data.
struct Output {
  var out: (String) -> Void
  var err: (String) -> Void
  var binary: (Data) -> Void
  /// Whether standard output is a terminal (binary output is refused there).
  var isTerminal: Bool
  /// Reads one line from standard input (nil at its end).
  var readLine: () -> String?
  /// Reads standard input to its end or to at most the given number of bytes, whichever
  /// comes first (nil: read it with `readLine`).
  var readInput: ((Int) -> Data)? = nil
  /// This program; exercise programs are built beside it (nil: cannot run them).
  var program: URL? = Output.thisProgram
  /// Where progress and backups go (nil: the standard `.workbook` folder).
  var stateDirectory: URL?
  /// The environment, for NO_COLOR and TERM.
  var environment = ProcessInfo.processInfo.environment

  static var standard: Output {
    Output(
      out: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
      err: {
        FileHandle.standardError.write(Data((Output.fittedForStandardError($0) + "\n").utf8))
      },
      binary: { FileHandle.standardOutput.write($0) },
      isTerminal: isatty(STDOUT_FILENO) == 1,
      readLine: { Swift.readLine() },
      readInput: { limit in
        // read(2) itself: it returns what has arrived, and 0 at the end, which at a
        // terminal is one Ctrl-D (FileHandle would wait for a second one).
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while data.count < limit {
          let wanted = min(buffer.count, limit - data.count)
          let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, wanted) }
          if count < 0, errno == EINTR { continue }
          guard count > 0 else { break }
          data.append(contentsOf: buffer[0..<count])
        }
        return data
      })
  }

  /// The running executable, as Foundation finds it on every platform; its folder is
  /// where SwiftPM puts the exercise programs too.
  static var thisProgram: URL? {
    if let url = Bundle.main.executableURL?.resolvingSymlinksInPath(),
      FileManager.default.isExecutableFile(atPath: url.path)
    {
      return url
    }
    let first = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    return FileManager.default.isExecutableFile(atPath: first.path) ? first : nil
  }
}

/// Exit statuses: 0 done, 1 a check failed, 2 the command was used wrongly.
enum ExitStatus {
  static let success: Int32 = 0
  static let checkFailed: Int32 = 1
  static let usage: Int32 = 2
}

/// A usage mistake, with what would have been valid.
struct UsageError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

extension Output {
  /// The columns to fit text to: `--columns N`, else the COLUMNS variable, else the
  /// terminal's width, else 80. At least 40.
  static func columns(_ option: String?, output: Output) throws(UsageError) -> Int {
    if let option {
      guard let value = Int(option), (TerminalFit.minimumWidth...1000).contains(value) else {
        throw UsageError(
          "--columns must be a whole number from \(TerminalFit.minimumWidth) to 1000, not '\(option)'"
        )
      }
      return value
    }
    if let text = output.environment["COLUMNS"], let value = Int(text), value > 0 {
      return max(TerminalFit.minimumWidth, value)
    }
    // The terminal's width, asked of standard output, or of standard error or input
    // when the output goes into a pipe (`| less` still reads on the same terminal).
    for descriptor in [STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO] {
      var size = winsize()
      if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
        return max(TerminalFit.minimumWidth, Int(size.ws_col))
      }
    }
    return 80
  }
}

extension Output {
  /// An error message broken at spaces to the terminal's width when standard error is a
  /// terminal (a long message would otherwise wrap mid-word); lines that fit, and
  /// anything going into a file or a pipe, are left as they are.
  static func fittedForStandardError(_ text: String) -> String {
    guard isatty(STDERR_FILENO) == 1 else { return text }
    let width = (try? columns(nil, output: .standard)) ?? 80
    return text.components(separatedBy: "\n").map { line in
      TerminalFit.visibleWidth(line) <= width
        ? line : wrap(line, width: width).joined(separator: "\n")
    }.joined(separator: "\n")
  }

  /// A command's help, fitted to the terminal.
  func help(_ text: String) {
    out(TerminalFit.fitHelp(text, width: (try? Output.columns(nil, output: self)) ?? 80))
  }
}
