import SwiftUI
import UIKit

// The app's entry, as an App Playground has it: a SwiftUI app whose one window holds the
// workbook's UIKit screens in a navigation controller.
@main
struct WorkbookApp: App {
  var body: some Scene {
    WindowGroup {
      // The book's screens are white, as its figures are, and the chapters' views use
      // the default text colour (their labels) and fixed white and grey: in Dark Mode that
      // would be white on white. So the whole window is light, its status bar included
      // (preferredColorScheme applies to the nearest enclosing presentation, the window);
      // forcing only the navigation controller left the status bar white over a light
      // navigation bar.
      ChapterBrowser().ignoresSafeArea().preferredColorScheme(.light)
    }
  }
}

/// The UIKit side: a navigation controller over the list of chapters.
struct ChapterBrowser: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UINavigationController {
    let navigation = UINavigationController(rootViewController: chapterList())
    navigation.navigationBar.prefersLargeTitles = true
    return navigation
  }

  func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {}
}
