import SwiftUI
import UIKit

// The app's entry, as an App Playground has it: a SwiftUI app whose one window holds the
// workbook's UIKit screens in a navigation controller.
@main
struct WorkbookApp: App {
  var body: some Scene {
    WindowGroup {
      ChapterBrowser().ignoresSafeArea()
    }
  }
}

/// The UIKit side: a navigation controller over the list of chapters.
struct ChapterBrowser: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UINavigationController {
    let navigation = UINavigationController(rootViewController: chapterList())
    navigation.navigationBar.prefersLargeTitles = true
    // The book's screens are white, as its figures are, and their labels use the default
    // text colour: in Dark Mode that would be white on white.
    navigation.overrideUserInterfaceStyle = .light
    return navigation
  }

  func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {}
}
