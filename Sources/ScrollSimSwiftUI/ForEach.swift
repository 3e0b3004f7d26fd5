/// SwiftUI's `ForEach`: views computed from a collection, one group per element, in the collection's order.
/// In a stack the views of every element are the stack's children (flattened: an element whose closure
/// builds several views gives several children), as in SwiftUI; a modifier applied to a `ForEach` applies
/// to each of those views (SwiftUI applies modifiers of a view list per element).
///
/// Each element's identity (`id`) is its views' identity: their ``State`` follows the element when the data
/// changes order (changes are not animated). Ids must be unique, as SwiftUI requires; elements with the
/// same id share their state here.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The elements.
    public var data: Data
    /// The views of one element.
    public var content: (Data.Element) -> Content
    /// The identity of one element.
    let identifier: (Data.Element) -> ID

    /// A primitive view (its views are its elements').
    public typealias Body = Never

    /// The elements' identities, in order.
    var ids: [ID] { data.map(identifier) }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for each integer of a constant range, as SwiftUI's `ForEach(_:content:)` over `Range<Int>`;
    /// each integer is its own identity.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        identifier = { $0 }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for each element of a collection of `Identifiable` elements, as SwiftUI's
    /// `ForEach(_:content:)`; an element's identity is its `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identifier = { $0.id }
    }
}

extension ForEach {
    /// Views for each element of a collection, identified by the key path `id` (`\.self` for hashable
    /// elements), as SwiftUI's `ForEach(_:id:content:)`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identifier = { $0[keyPath: id] }
    }
}

extension ForEach: MultiView {
    var childViews: [any View] { data.map { content($0) } }
}

extension ForEach: IdentifiedMultiView {
    var childKeys: [String] { ids.map { "id:\($0)" } }
}
