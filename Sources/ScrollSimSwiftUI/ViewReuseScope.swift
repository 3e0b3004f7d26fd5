import ScrollSim

/// Structural identity for re-evaluated subtrees: the engine views (and other per-view state) that one
/// evaluation of a subtree made are handed back to the next evaluation of the same subtree, so that a
/// body that is evaluated again (a ``GeometryReader``'s content on every layout pass, a new root view)
/// keeps drawing into the same engine views instead of replacing them.
///
/// Identity [model, a simplification of SwiftUI's, which identifies a view by its position in the view
/// tree and its type]: the position in the order in which the nodes of the subtree ask for objects while
/// it is built (a depth-first walk of the view tree), plus the object's exact class and, for views, the
/// kind name it was made with (`Text`, `Image`, …; the trace name a view has until an identifier renames
/// it, see ``View/accessibilityIdentifier(_:)``). The object at the same position with the same class (and name) is reused; any other is made
/// anew, and objects left over are dropped (their views leave the hierarchy at the next sync of the
/// container, see ``DrawnSubviews``). A view that appears or disappears early in a subtree therefore shifts
/// the positions after it: views of the same class after it may be reused for other SwiftUI views; each node
/// sets every drawn property again, so what is drawn is unaffected, only which engine object draws it.
///
/// Cost: one array append per object per evaluation and one class comparison per reuse; the previous
/// evaluation's list is kept until the next one.
@MainActor
final class ViewReuseScope {
    /// The scope the nodes being built draw their objects from, or `nil` outside a build (objects are
    /// then always made anew).
    static var current: ViewReuseScope?

    /// The objects of the previous evaluation, by position, with the kind names views were made with.
    private var previous: [(object: AnyObject, kind: String?)] = []
    /// The objects of the evaluation in progress (or the last one), by position.
    private var made: [(object: AnyObject, kind: String?)] = []

    /// Builds a subtree with this scope current: the objects the last build made become the ones this one
    /// may reuse. Builds nest (a scope made inside a build is itself reused by position, see
    /// ``object(_:kind:)``).
    func build<T>(_ body: () -> T) -> T {
        swap(&previous, &made)
        made.removeAll(keepingCapacity: true)
        let outer = Self.current
        Self.current = self
        defer {
            Self.current = outer
            previous.removeAll(keepingCapacity: true)
        }
        return body()
    }

    /// The object at the next position: the previous evaluation's one if it has class `T` exactly and
    /// was made with the same `kind`, else `make()`.
    func object<T: AnyObject>(_ make: () -> T, kind: String? = nil) -> (object: T, reused: Bool) {
        let slot = made.count
        if slot < previous.count, ObjectIdentifier(type(of: previous[slot].object)) == ObjectIdentifier(T.self),
           previous[slot].kind == kind, let old = previous[slot].object as? T {
            made.append((old, kind))
            return (old, true)
        }
        let new = make()
        made.append((new, kind))
        return (new, false)
    }

    /// An object of the current scope (see ``object(_:kind:)``), or `make()` outside a build.
    static func reusable<T: AnyObject>(_ make: () -> T) -> T {
        guard let scope = current else { return make() }
        return scope.object(make).object
    }

    /// The engine view a node draws with, named `name`: the view at the same position of the previous
    /// evaluation of the current scope when it has class `V` and was made for that name, reset to a new
    /// view's drawing state (its name `name`, no transform, no blur, opaque, shown); else `make()`. Nodes
    /// call this instead of creating their drawn views directly, then set every property they draw.
    static func view<V: ScrollSim.View>(named name: String, _ make: () -> V) -> V {
        guard let scope = current else { return make() }
        let (view, reused) = scope.object(make, kind: name)
        if reused {
            view.name = name
            view.transform = .identity
            view.blurRadius = 0
            view.alpha = 1
            view.isHidden = false
            view.clipsToBounds = view is ScrollSim.ScrollView
        }
        return view
    }
}
