// Stand-in for part of Apple's SwiftUI module, transcribed from Apple's documentation
// (developer.apple.com): the View protocol, ViewBuilder, Never's conformance to View, and the
// ignoresSafeArea(_:edges:) modifier with SafeAreaRegions and Edge / Edge.Set, and the
// preferredColorScheme(_:) modifier with ColorScheme.
// Every body traps: nothing here runs. See SwiftUI.swift for the conventions of this module.

// MARK: - View

// View <https://developer.apple.com/documentation/swiftui/view>
@MainActor @preconcurrency
public protocol View {
  // Body <https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype>
  associatedtype Body: View

  // The page shows `@ContentBuilder` (a typealias of ViewBuilder; see SwiftUI.swift).
  // body <https://developer.apple.com/documentation/swiftui/view/body-8kl5o>
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// No page found. SwiftUI's interface declares `extension Never : View` with
// `typealias Body = Never` and `var body: Never { get }`: the body type of primitive views
// (the pages of many of them show `typealias Body = Never`) and of UIViewControllerRepresentable
// (`where Self.Body == Never`). Here it is also what lets a trapping modifier return
// `some View`.
extension Never: View {
}

// No page found. As in SwiftUI's interface, one extension of Never gives the body that its
// conformances to View and to Scene (see SwiftUI.swift) share.
extension Never {
  public typealias Body = Never

  public var body: Never { fatalError() }
}

// MARK: - ViewBuilder

// ViewBuilder <https://developer.apple.com/documentation/swiftui/viewbuilder>
@resultBuilder
public struct ViewBuilder {
  // buildBlock(_:) <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)>
  @export(implementation)
  public static func buildBlock<Content>(_ content: Content) -> Content { fatalError() }
}

// MARK: - ignoresSafeArea(_:edges:)

extension View {
  // ignoresSafeArea(_:edges:) <https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)>
  nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { fatalError() }
}

// The page lists OptionSet, RawRepresentable, SetAlgebra, BitwiseCopyable, Equatable and
// Sendable among its conformances (OptionSet brings the others).
// SafeAreaRegions <https://developer.apple.com/documentation/swiftui/safearearegions>
@frozen
public struct SafeAreaRegions: OptionSet, BitwiseCopyable, Sendable {
  // Required by RawRepresentable/OptionSet; no page of its own.
  public var rawValue: UInt { get { fatalError() } }

  // init(rawValue:) <https://developer.apple.com/documentation/swiftui/safearearegions/init(rawvalue:)>
  public init(rawValue: UInt) { fatalError() }

  // all <https://developer.apple.com/documentation/swiftui/safearearegions/all>
  public static var all: SafeAreaRegions { get { fatalError() } }

  // container <https://developer.apple.com/documentation/swiftui/safearearegions/container>
  public static var container: SafeAreaRegions { get { fatalError() } }

  // keyboard <https://developer.apple.com/documentation/swiftui/safearearegions/keyboard>
  public static var keyboard: SafeAreaRegions { get { fatalError() } }
}

// Conformances of the enumeration are not declared (its page's were not seen); its raw type
// is not documented either, so the cases have no raw values here.
// Edge <https://developer.apple.com/documentation/swiftui/edge>
@frozen
public enum Edge {
  // Edge.top <https://developer.apple.com/documentation/swiftui/edge/top>
  case top
  // Edge.bottom <https://developer.apple.com/documentation/swiftui/edge/bottom>
  case bottom
  // Edge.leading <https://developer.apple.com/documentation/swiftui/edge/leading>
  case leading
  // Edge.trailing <https://developer.apple.com/documentation/swiftui/edge/trailing>
  case trailing
}

extension Edge {
  // The page lists Equatable, ExpressibleByArrayLiteral, BitwiseCopyable, RawRepresentable,
  // Sendable, ... (an OptionSet). Only `all` is declared among its sets.
  // Edge.Set <https://developer.apple.com/documentation/swiftui/edge/set>
  @frozen
  public struct Set: OptionSet, BitwiseCopyable, Sendable {
    // Required by RawRepresentable/OptionSet; no page of its own. Its type, Int8, is that of
    // the SDK's `init(rawValue: Int8)` (no Apple page for it was found).
    public var rawValue: Int8 { get { fatalError() } }

    // No Apple page found for it; see rawValue.
    public init(rawValue: Int8) { fatalError() }

    // init(_:) <https://developer.apple.com/documentation/swiftui/edge/set/init(_:)>
    public init(_ e: Edge) { fatalError() }

    // all <https://developer.apple.com/documentation/swiftui/edge/set/all>
    public static var all: Edge.Set { get { fatalError() } }
  }
}

// MARK: - preferredColorScheme(_:)

extension View {
  // preferredColorScheme(_:) <https://developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:)>
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { fatalError() }
}

// Conformances of the enumeration are not declared (its page's were not seen).
// ColorScheme <https://developer.apple.com/documentation/swiftui/colorscheme>
public enum ColorScheme {
  // ColorScheme.light <https://developer.apple.com/documentation/swiftui/colorscheme/light>
  case light
  // ColorScheme.dark <https://developer.apple.com/documentation/swiftui/colorscheme/dark>
  case dark
}
