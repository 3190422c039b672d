import Foundation

/// The web book's files that are not Swift: its stylesheet, the highlighter's colours,
/// its script and the page every chapter is set in, kept in `Web/` as the resources of
/// this module (read through `Bundle.module`), so they are edited as CSS, JavaScript and
/// HTML.
enum WebAssets {
  /// The text of `Web/<name>`, as the file holds it.
  /// - Parameter name: the file's name in `Web/`, such as `style.css`.
  static func text(_ name: String) -> String {
    let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
    guard
      let url = Bundle.module.url(
        forResource: parts[0], withExtension: parts.count > 1 ? parts[1] : nil,
        subdirectory: "Web"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else {
      fatalError("the web book's file Web/\(name) is missing from the Book module's resources")
    }
    return text
  }

  /// The text of `Web/<name>` without the line break that ends the file.
  static func textWithoutFinalLineBreak(_ name: String) -> String {
    let text = text(name)
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }

  /// `Web/page.html`, every page's frame, with its `{{title}}`, `{{sidebar}}` and
  /// `{{body}}` filled in once each (what fills one is never searched for the others).
  /// - Parameter values: the text for each placeholder's name.
  static func page(_ values: [String: String]) -> String {
    var result = ""
    var rest = Substring(pageTemplate)
    while let open = rest.range(of: "{{"),
      let close = rest[open.upperBound...].range(of: "}}")
    {
      result += rest[..<open.lowerBound]
      let name = String(rest[open.upperBound..<close.lowerBound])
      result += values[name] ?? "{{\(name)}}"
      rest = rest[close.upperBound...]
    }
    return result + rest
  }

  /// `Web/page.html`, read once.
  static let pageTemplate = text("page.html")
}
