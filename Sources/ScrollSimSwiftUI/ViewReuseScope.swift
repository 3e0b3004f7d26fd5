import ScrollSim

/// Structural identity for re-evaluated subtrees: the engine views (and other per-view state) that one
/// evaluation of a subtree made are handed back to the next evaluation of the same subtree, so that a
/// body that is evaluated again (a ``GeometryReader``'s content on every layout pass, a new root view)
/// keeps drawing into the same engine views instead of replacing them.
///
/// Identity [model of SwiftUI's structural identity, a view's position in the view tree and its type]:
/// the identity path of the view being made (``ViewGraph/currentPath``: composite view types and child
/// positions from the root, a ``ForEach`` child by its element's id) relative to the path where the build
/// started (so a scope that builds another row of a lazy stack, at another path, finds the views of the
/// same structure), the object's exact class and, for
/// views, the kind name it was made with (`Text`, `Image`, …; the trace name a view has until an identifier
/// renames it, see ``View/accessibilityIdentifier(_:)``), and which occurrence of that triple it is in this
/// build (a node may make several objects at one path). The previous evaluation's object with the same
/// identity is reused; any other is made anew, and objects left over are dropped (their views leave the
/// hierarchy at the next sync of the container, see ``DrawnSubviews``). So a view that appears or
/// disappears (an `if`) does not disturb its siblings' engine views. Outside a ``ViewGraph`` (no paths)
/// the identity degrades to the occurrence of class and kind in build order. Each node sets every drawn
/// property again, so what is drawn never depends on which engine object draws it.
///
/// Cost per object per evaluation: hashing its path (a few short strings) twice (its occurrence, the
/// previous evaluation's object); the previous evaluation's table is kept until the next one.
@MainActor
final class ViewReuseScope {
    /// The scope the nodes being built draw their objects from, or `nil` outside a build (objects are
    /// then always made anew).
    static var current: ViewReuseScope?

    /// An object's identity within one build (see the type's documentation).
    private struct Identity: Hashable {
        var path: [String]
        var type: ObjectIdentifier
        var kind: String?
        var occurrence = 0
    }

    /// The objects of the previous evaluation, by identity.
    private var previous: [Identity: AnyObject] = [:]
    /// The objects of the evaluation in progress (or the last one), by identity.
    private var made: [Identity: AnyObject] = [:]
    /// The engine views among ``made``, in build order, with the kind each was made for.
    private var madeViews: [(view: ScrollSim.View, kind: String)] = []
    /// How many objects of each identity (occurrence 0) the build in progress made.
    private var occurrences: [Identity: Int] = [:]
    /// The identity path where the build in progress started: identities are relative to it.
    private var basePath: [String] = []

    /// Builds a subtree with this scope current: the objects the last build made become the ones this one
    /// may reuse. Builds nest (a scope made inside a build is itself reused by identity, see
    /// ``object(_:kind:)``).
    func build<T>(_ body: () -> T) -> T {
        swap(&previous, &made)
        made.removeAll(keepingCapacity: true)
        madeViews.removeAll(keepingCapacity: true)
        occurrences.removeAll(keepingCapacity: true)
        let outerBase = basePath
        basePath = ViewGraph.currentPath
        let outer = Self.current
        Self.current = self
        defer {
            Self.current = outer
            basePath = outerBase
            previous.removeAll(keepingCapacity: true)
        }
        return body()
    }

    /// The object with the next identity for class `T`, `kind` and the current path: the previous
    /// evaluation's one if there is one, else `make()`.
    func object<T: AnyObject>(_ make: () -> T, kind: String? = nil) -> (object: T, reused: Bool) {
        var path = ViewGraph.currentPath
        if path.starts(with: basePath) { path.removeFirst(basePath.count) }
        var identity = Identity(path: path, type: ObjectIdentifier(T.self), kind: kind)
        let occurrence = occurrences[identity, default: 0]
        occurrences[identity] = occurrence + 1
        identity.occurrence = occurrence
        if let old = previous[identity] as? T {
            made[identity] = old
            return (old, true)
        }
        let new = make()
        made[identity] = new
        return (new, false)
    }

    /// An object of the current scope (see ``object(_:kind:)``), or `make()` outside a build.
    static func reusable<T: AnyObject>(_ make: () -> T) -> T {
        guard let scope = current else { return make() }
        return scope.object(make).object
    }

    /// The engine view a node draws with, named `name`: the view with the same identity in the previous
    /// evaluation of the current scope (class `V`, made for that name, same path), reset to a new
    /// view's drawing state (its name `name`, no transform, no blur, opaque, shown); else `make()`. Nodes
    /// call this instead of creating their drawn views directly, then set every property they draw.
    static func view<V: ScrollSim.View>(named name: String, _ make: () -> V) -> V {
        guard let scope = current else { return make() }
        let (view, reused) = scope.object(make, kind: name)
        if reused { resetForReuse(view, name: name) }
        scope.madeViews.append((view, name))
        return view
    }

    /// Resets a reused engine view to a new view's drawing state: named `name` (its kind), no transform,
    /// no blur, opaque, shown, clipping only if it is a scroll view.
    static func resetForReuse(_ view: ScrollSim.View, name: String) {
        view.name = name
        view.transform = .identity
        view.blurRadius = 0
        view.alpha = 1
        view.isHidden = false
        view.clipsToBounds = view is ScrollSim.ScrollView
    }

    /// Resets every engine view the last build made (``resetForReuse(_:name:)`` with the kind it was made
    /// for), as a new build of the same structure would when it reuses them all: for content whose nodes
    /// were updated in place instead (``InPlaceUpdatableView``). Objects that are not views are left alone.
    func resetMadeViews() {
        for (view, kind) in madeViews { Self.resetForReuse(view, name: kind) }
    }
}
