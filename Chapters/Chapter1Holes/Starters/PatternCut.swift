import Workbook

// Exercise 1.3: Cut a pattern out of a picture.
//   Check your work:  swift run workbook-run check chapter1
//   Stuck?            swift run workbook-run hint 1.3

extension StudentWork {
  /// `image` with `pattern` erased from it: transparent wherever the pattern is opaque,
  /// unchanged wherever the pattern is transparent. Both images have the same size.
  static func erase(_ pattern: UIImage, from image: UIImage) -> UIImage {
    // Change this: it returns the picture untouched.
    image
  }
}
