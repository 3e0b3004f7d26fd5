/// SwiftUI's `GeometryReader`: a view whose content is built from its own size and position
/// (a ``GeometryProxy``).
///
/// Layout (Apple's documentation of `GeometryReader`; UIKIT-FACTS topic 8): the reader takes the whole size
/// proposed to it (an unspecified dimension: 10 points [model, as shapes]) and proposes that size to its
/// content, whose views are placed at its top-leading corner (several views overlaid as in a `ZStack`
/// aligned top-leading).
///
/// Evaluation: the content closure runs during layout, every time the reader is placed: in every layout
/// pass of the hosting view, and in every frame in which a scroll view around it moves (its position in the
/// window, and so `frame(in: .global)`, changed). Its engine views are reused from one evaluation to the next
/// by structural identity (see the package documentation of re-evaluation); content whose type fixes its
/// structure (one shape, image, text, colour or spacer under layout, drawing and environment modifiers) also
/// keeps its layout nodes, updated in place, so such an evaluation allocates nothing.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// The content, built from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// A reader whose content is built from its geometry, as SwiftUI's `GeometryReader(content:)`.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// A primitive view.
    public typealias Body = Never

    func makeNode() -> LayoutNode { GeometryReaderNode(evaluate: evaluation) }

    /// Evaluates the content for a proxy (see ``GeometryReaderNode/evaluate``): when the content's type is
    /// in-place updatable (``InPlaceUpdatableView``) and there is a previous node, updates that node with
    /// the content's concrete type (no existential box) and returns `nil` if it could; otherwise returns
    /// the content to build.
    private var evaluation: (GeometryProxy, LayoutNode?) -> (any View)? {
        if let updatable = Content.self as? any InPlaceUpdatableView.Type { return evaluation(as: updatable) }
        let content = self.content
        return { proxy, _ in content(proxy) }
    }

    /// ``evaluation`` for `Content` known as `Updatable` (the same type).
    private func evaluation<Updatable: InPlaceUpdatableView>(as _: Updatable.Type) -> (GeometryProxy, LayoutNode?) -> (any View)? {
        guard let content = self.content as? (GeometryProxy) -> Updatable else {
            preconditionFailure("GeometryReader: \(Content.self) is not \(Updatable.self)")
        }
        return { proxy, previous in
            let view = content(proxy)
            if let previous, view.updateNode(previous) { return nil }
            return view
        }
    }
}
