import Foundation
import ScrollSim

/// A ready view hierarchy with one seed article's effect attached, built by ``EffectFactory``.
///
/// Keep the scene alive while simulating: it owns the delegate multiplexer and the data sources (the
/// scroll views hold them weakly, as UIKit).
@MainActor
public final class EffectScene {
    /// The effect's name (one of ``EffectFactory/effectNames``).
    public let name: String
    /// The hierarchy's root (the screen, `viewport` sized, at the origin).
    public let root: View
    /// The scroll view the effect watches and gestures drive (for the nested gates: the outer one).
    public let scrollView: ScrollView
    /// The delegate multiplexer set as ``scrollView``'s delegate; the effect is its first delegate.
    public let multiplexer: ScrollDelegateMultiplexer
    /// The effect object (``StickyHeaderFade``, ``StretchyHeader``, ``ParallaxHeader``, ``NestedScrollGate``;
    /// for the flow-layout variant the layout, ``StretchyHeaderFlowLayout``, is the effect and this is `nil`).
    public let effect: ScrollViewDelegate?
    /// The view whose geometry the effect changes (the header image; the nested gates: the inner table).
    public let header: View?
    /// The parameters used, defaults filled in, sorted by name.
    public let parameters: [(name: String, value: Double)]
    /// Data sources and other objects the scene keeps alive.
    let retained: [AnyObject]

    init(name: String, root: View, scrollView: ScrollView, effect: ScrollViewDelegate?, header: View?,
         parameters: [(name: String, value: Double)], retained: [AnyObject]) {
        self.name = name
        self.root = root
        self.scrollView = scrollView
        self.multiplexer = ScrollDelegateMultiplexer(effect.map { [$0] } ?? [])
        self.effect = effect
        self.header = header
        self.parameters = parameters
        self.retained = retained
        scrollView.delegate = multiplexer
    }

    /// Creates a simulation of the scene (the engine lays the hierarchy out every frame, after motion).
    public func makeSimulation(refreshRate: Double = 120, screenScale: Double = 3, digitizerRate: Double = 120) throws -> Simulation {
        let simulation = try Simulation(root: root, refreshRate: refreshRate, screenScale: screenScale,
                                        digitizerRate: digitizerRate)
        return simulation
    }

    /// Every view of the hierarchy that is not hidden, depth-first, parents first, back to front — the
    /// rows of a `views.csv` frame (recycled cells are hidden and left out).
    public var visibleViews: [View] {
        var out: [View] = []
        func visit(_ v: View) {
            guard !v.isHidden else { return }
            out.append(v)
            for s in v.subviews { visit(s) }
        }
        visit(root)
        return out
    }
}

/// A data source with one section of `count` plain cells (reuse identifier `"cell"`) and, when the
/// layout asks, section headers (`"header"`) whose first subview is an image view named `headerImage`.
final class PlainDataSource: CollectionViewDataSource {
    let count: Int
    let headerImageSize: CGSize
    init(count: Int, headerImageSize: CGSize = CGSize(width: 400, height: 400)) {
        self.count = count
        self.headerImageSize = headerImageSize
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}
