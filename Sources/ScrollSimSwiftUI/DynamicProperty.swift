/// SwiftUI's `DynamicProperty`: a stored property of a view that the library installs before it evaluates
/// the view's `body` (``State`` is one): it finds such properties by reflection on the view, as SwiftUI
/// does, and connects each to storage kept for the view's place in the tree (see `ViewGraph`).
public protocol DynamicProperty {}

/// A dynamic property the library knows how to install (``State``).
@MainActor
protocol InstallableProperty {
    /// Connects the property to the storage of `key` in `graph`, creating it on first use.
    func install(key: String, in graph: ViewGraph)
}
