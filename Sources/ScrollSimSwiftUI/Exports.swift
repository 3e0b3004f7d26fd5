// What `import SwiftUI` brings on iOS besides SwiftUI itself: Foundation (CGFloat, CGSize, CGRect) and
// UIKit (`UIHostingController` is a `UIViewController`). The engine is not re-exported, so user code that
// imports only ScrollSimSwiftUI sees SwiftUI's `View`, `Color` and `Text`, not the engine's classes.
@_exported import Foundation
@_exported import ScrollSimUIKit
