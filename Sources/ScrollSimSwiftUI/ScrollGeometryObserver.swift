/// A geometry observer of any value type, as the scroll view holds them.
@MainActor
protocol ScrollGeometryObserving: AnyObject {
    /// Called after every layout of the scroll view with its geometry.
    func update(_ geometry: ScrollGeometry)
}

/// The transform and action of an `onScrollGeometryChange` modifier (see ``ScrollObservation``), with the
/// last value it computed.
@MainActor
final class ScrollGeometryObserver<Value: Equatable>: ScrollGeometryObserving {
    /// What the modifier watches, computed from the scroll view's geometry.
    var transform: (ScrollGeometry) -> Value
    /// Called with the old and the new value when the watched value changes.
    var action: (Value, Value) -> Void

    /// An observer with no value computed yet.
    init(transform: @escaping (ScrollGeometry) -> Value, action: @escaping (Value, Value) -> Void) {
        self.transform = transform
        self.action = action
    }

    /// The value last computed, `nil` before the first report.
    private(set) var lastValue: Value?

    func update(_ geometry: ScrollGeometry) {
        let value = transform(geometry)
        guard let old = lastValue else {
            lastValue = value
            return
        }
        guard old != value else { return }
        lastValue = value
        action(old, value)
    }
}

extension View {
    /// Calls `action(old, new)` when `transform` of the geometry of the first scroll view at or below this
    /// view changes, as SwiftUI's `onScrollGeometryChange(for:of:action:)`.
    ///
    /// [model: Apple leaves the timing open] `transform` is evaluated once per frame in
    /// which the scroll view is laid out (its offset, size, insets or phase changed), after layout and after
    /// the phase-change actions (the article “SwiftUI scroll callbacks”); the first evaluation only records the value (no
    /// call, as SwiftUI's `onChange` without `initial`).
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        ScrollObservingView(content: self) {
            // A reused observer keeps its last value and takes this evaluation's closures.
            let observer = ViewReuseScope.reusable { ScrollGeometryObserver(transform: transform, action: action) }
            observer.transform = transform
            observer.action = action
            return ScrollObservation(geometry: observer)
        }
    }
}
