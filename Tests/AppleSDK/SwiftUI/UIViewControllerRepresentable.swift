// Stand-in for part of Apple's SwiftUI module, transcribed from Apple's documentation
// (developer.apple.com): UIViewControllerRepresentable (what a representable must implement)
// and UIViewControllerRepresentableContext.
// Every body traps: nothing here runs. See SwiftUI.swift for the conventions of this module.
//
// Not declared: the Coordinator associated type (its default is Void) and makeCoordinator(),
// dismantleUIViewController(_:coordinator:) and sizeThatFits(_:uiViewController:context:),
// which have default implementations.

import UIKit

// UIViewControllerRepresentable <https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable>
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
  // UIViewControllerType <https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype>
  associatedtype UIViewControllerType: UIViewController

  // makeUIViewController(context:) <https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)>
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType

  // updateUIViewController(_:context:) <https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)>
  @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)

  // Context <https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context>
  typealias Context = UIViewControllerRepresentableContext<Self>
}

// No page found. A representable does not write `body`: SwiftUI's interface provides it in an
// extension where `Body == Never` (Body is Never for every representable).
extension UIViewControllerRepresentable where Self.Body == Never {
  public var body: Never { fatalError() }
}

// UIViewControllerRepresentableContext <https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext>
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable> where Representable: UIViewControllerRepresentable {
}
