import Workbook

/// The frames of a long menu's rows, which exercise 3.2 hands the student's code: rows of
/// 180, 230 and 300 points in turn, 20 apart, read one at a time by index.
///
/// The check's list works its frames out and counts every read. The student's code gets
/// a list whose reads are calls back to the check's (see `Callback`), so the count is
/// the check's own, whatever the student's program says.
public final class FrameList: Wire {
  public let count: Int
  static let heights: [CGFloat] = [180, 230, 300]
  static let gap: CGFloat = 20
  let width: CGFloat
  /// The check's list, in the student's program: how to read a frame from it.
  private var remoteRead: ((Int) -> CGRect)?
  /// How many frames have been read.
  public private(set) var reads = 0
  /// The most reads of one list the check answers from the student's program: far more
  /// than a search needs, and each read is a message between two processes.
  public static let mostReads = 1_000
  /// The student's list: the check stopped answering.
  private var refused = false

  public init(count: Int, width: CGFloat = 160) {
    self.count = count
    self.width = width
  }

  public subscript(index: Int) -> CGRect {
    reads += 1
    if let remoteRead { return remoteRead(index) }
    let heights = FrameList.heights
    let cycle = heights.count
    let rest = (index % cycle + cycle) % cycle
    let full = (index - rest) / cycle
    let block = heights.reduce(0, +) + FrameList.gap * CGFloat(cycle)
    let y = CGFloat(full) * block + heights[..<rest].reduce(0, +) + FrameList.gap * CGFloat(rest)
    return CGRect(x: 0, y: y, width: width, height: heights[rest])
  }

  public func wire(_ link: WireLink) throws -> WireTree {
    let read = link.register { [self] arguments in
      guard arguments.count == 1 else { throw WireError("a frame is read by one index") }
      // Past the limit, the read is counted and refused: the student's list then answers
      // on its own (with empty frames), so a scan of a million rows ends at once.
      guard reads < FrameList.mostReads else {
        reads += 1
        return .null
      }
      return try self[try Int.unwire(arguments[0], link)].wire(link)
    }
    return .object([
      "count": try count.wire(link), "width": try width.wire(link),
      "read": try read.wire(link),
    ])
  }

  public static func unwire(_ tree: WireTree, _ link: WireLink) throws -> FrameList {
    guard let count = tree["count"], let width = tree["width"], let read = tree["read"] else {
      throw WireError("expected a frame list")
    }
    let number = try Int.unwire(read, link)
    let list = FrameList(count: try Int.unwire(count, link), width: try CGFloat.unwire(width, link))
    list.remoteRead = { [unowned list] index in
      guard !list.refused else { return .zero }
      let answer = (try? index.wire(link)).map { link.callBack(number, [$0]) } ?? .null
      guard answer != .null else {
        list.refused = true
        return .zero
      }
      return (try? CGRect.unwire(answer, link)) ?? .zero
    }
    return list
  }

  public static var placeholder: FrameList { FrameList(count: 0) }
}
