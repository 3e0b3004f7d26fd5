/// SwiftUI's `Binding`: read and write access to a value stored elsewhere (a parent's ``State``, `$x`),
/// through a getter and a setter.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    /// Reads the value.
    private let getValue: () -> Value
    /// Writes the value.
    private let setValue: (Value) -> Void

    /// A binding from a getter and a setter, as SwiftUI's `Binding(get:set:)`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// A binding from another (`@Binding var x: Int` initialised with `$x`), as SwiftUI's
    /// `Binding(projectedValue:)`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes (writes are ignored), as SwiftUI's `Binding.constant(_:)`.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The bound value.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself (`$x` of a `@Binding var x`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value (`$model.name`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getValue = self.getValue, setValue = self.setValue
        return Binding<Subject>(get: { getValue()[keyPath: keyPath] },
                                set: { newValue in
                                    var value = getValue()
                                    value[keyPath: keyPath] = newValue
                                    setValue(value)
                                })
    }
}
