// Stand-in for part of Apple's SwiftUI module, transcribed from Apple's documentation
// (developer.apple.com): the app and scene protocols (App, Scene), WindowGroup and
// SceneBuilder. Every body traps: nothing here runs. It exists only so that the Workbook's
// app shell (a SwiftUI App that hosts UIKit view controllers) can be type-checked on Linux with
// `import SwiftUI`.
//
// This is the module's front file. On iOS, `import SwiftUI` also brings UIKit (SwiftUI
// re-exports it, as QuartzCore re-exports CoreGraphics here), so the stand-in re-exports the
// UIKit stand-in.
//
// Conventions of this module:
// - `@MainActor @preconcurrency` and `nonisolated` are written where the pages show them.
// - The pages show `@ContentBuilder`, which SwiftUI declares as `typealias ContentBuilder =
//   ViewBuilder` (https://developer.apple.com/documentation/swiftui/contentbuilder; the
//   documentation is that of the newest SDK, where ViewBuilder's page says to use ViewBuilder
//   when building with Xcode 26 and earlier). ContentBuilder is not declared here; each such
//   attribute is written `@ViewBuilder`, which is the same type.
// - `@export(implementation)` is kept where the pages show it (Swift 6.3 accepts it).
// - Apple's `static let` constants become get-only computed properties with trapping bodies.

@_exported import UIKit

// MARK: - App

// App <https://developer.apple.com/documentation/swiftui/app>
@MainActor @preconcurrency
public protocol App {
  // Body <https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype>
  associatedtype Body: Scene

  // body <https://developer.apple.com/documentation/swiftui/app/body-swift.property>
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

  // init() <https://developer.apple.com/documentation/swiftui/app/init()>
  @MainActor @preconcurrency init()
}

extension App {
  // The entry point that `@main` calls: a default implementation in an extension of App, so
  // that `@main struct MyApp: App` compiles.
  // main() <https://developer.apple.com/documentation/swiftui/app/main()>
  @MainActor @preconcurrency
  public static func main() { fatalError() }
}

// MARK: - Scene

// Scene <https://developer.apple.com/documentation/swiftui/scene>
@MainActor @preconcurrency
public protocol Scene {
  // The associated type's page was not read; its declaration is taken to be that of App's
  // (`associatedtype Body : Scene`), which the body page's "Swift infers the scene's Body"
  // and every scene's `some Scene` body require.
  // Body <https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype>
  associatedtype Body: Scene

  // body <https://developer.apple.com/documentation/swiftui/scene/body-swift.property>
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// No page found. SwiftUI makes Never a Scene, as it makes Never a View (see View.swift): a
// primitive scene's body is Never (for example ExtensionKit's PrimitiveAppExtensionScene,
// whose `body` page shows `var body: Never { get }`, which needs `Never: Scene`). Here it is
// also what lets a trapping body return `some Scene` (the opaque type's underlying type is
// Never).
extension Never: Scene {
}

// MARK: - WindowGroup

// WindowGroup <https://developer.apple.com/documentation/swiftui/windowgroup>
nonisolated public struct WindowGroup<Content>: Scene where Content: View {

  // The page shows it deprecated (iOS 14.0–18.0); the same page set documents
  // init(makeContent:), below, available from iOS 14.0. Linux: written as an unconditional
  // `@available(*, deprecated)` (iOS-versioned availability is ignored on Linux).
  // `WindowGroup { ... }` resolves to init(makeContent:), without a warning.
  // init(content:) <https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)>
  @available(*, deprecated, message: "Deprecated in iOS 18.0")
  nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }

  // init(makeContent:) <https://developer.apple.com/documentation/swiftui/windowgroup/init(makecontent:)>
  @export(implementation)
  nonisolated public init(@ViewBuilder makeContent: @escaping () -> Content) { fatalError() }

  // No page of its own was found. Scene requirement; `Body` is `some Scene` (SwiftUI's
  // interface declares WindowGroup's `typealias Body = some Scene`).
  public var body: some Scene { fatalError() }
}

// MARK: - SceneBuilder

// SceneBuilder <https://developer.apple.com/documentation/swiftui/scenebuilder>
@resultBuilder
public struct SceneBuilder {
  // buildBlock(_:) <https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)>
  @export(implementation)
  public static func buildBlock<each Content>(_ content: repeat each Content) -> some Scene where repeat each Content: Scene { fatalError() }
}
