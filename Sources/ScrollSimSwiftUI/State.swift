/// SwiftUI's `@State`: a value a view owns that survives the re-evaluation of bodies. Its storage is kept by
/// the hosting tree for the view's place in the tree (see the module's identity model), so a parent's body
/// making the view again finds the same value; setting it asks the host to evaluate its bodies and lay out
/// again (at its next layout pass, as SwiftUI updates at the next frame). Before the view is installed in a
/// hosted tree (or outside one) it reads and writes its own initial storage.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// The storage, connected to the tree's when the view is evaluated.
    let box: StateBox<Value>

    /// A state with an initial value, as SwiftUI's `State(wrappedValue:)` (`@State var x = 0`).
    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    /// A state with an initial value, as SwiftUI's `State(initialValue:)`.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value; setting it re-renders the hosting tree.
    @MainActor
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value (`$x`), as SwiftUI's `State.projectedValue`.
    @MainActor
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state whose initial value is `nil`, as SwiftUI's `State()`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: InstallableProperty {
    func install(key: String, in graph: ViewGraph) {
        box.slot = graph.slot(key: key, initial: box.initial)
    }
}

/// The storage a ``State`` reads: the tree's slot once installed, else its own.
final class StateBox<Value> {
    /// The initial value (the first slot's value).
    let initial: Value
    /// The value before installation.
    private var local: Value
    /// The tree's storage, once installed.
    @MainActor var slot: StateSlot<Value>?

    init(_ value: Value) {
        initial = value
        local = value
    }

    /// The value: the slot's when installed.
    @MainActor var value: Value {
        get { slot?.value ?? local }
        set {
            if let slot { slot.value = newValue } else { local = newValue }
        }
    }
}
