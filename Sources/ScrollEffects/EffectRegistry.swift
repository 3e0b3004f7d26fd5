import Foundation
import ScrollSim

/// Every scene and every attachable effect this library builds, by name: the one list that the scenario
/// format's validation, the `scrollsim` CLI and the benchmark read.
///
/// - A **scene** (``scenes``) is a seed article's whole hierarchy with its effect, built by
///   ``EffectFactory`` from numeric parameters (scenario files: `"scene": {"effect": NAME}`).
/// - An **attachable effect** (``effects``) is a strategy object attached to a scroll view of a
///   hand-written hierarchy (scenario files: `"effects": [{"name": NAME, "view": …}]`); its parameters
///   may name views of that hierarchy.
///
/// The library depends on the engine only; the scenario format (`ScrollSimScenario`) depends on the
/// engine only too. The executables join the two: they check a scenario's scene or effects against this
/// registry and build them with it.
public enum EffectRegistry {
    /// A seed article's ready-made scene.
    public struct Scene: Sendable {
        /// The name scenario files use (`"scene": {"effect": NAME}`).
        public let name: String
        /// The seed article it reproduces (`000`, `001 a`, …; <doc:SeedArticles> in the engine's catalog).
        public let article: String
        /// The parameters it accepts, sorted by name, with the article's defaults.
        public let parameters: [EffectParameter]

        /// The parameter called `name`, if the scene has one.
        public func parameter(named name: String) -> EffectParameter? {
            parameters.first { $0.name == name }
        }

        /// Builds the scene with `values` overriding the defaults (``EffectFactory/makeScene(effect:parameters:)``).
        @MainActor
        public func makeScene(parameters values: [String: Double] = [:]) throws -> EffectScene {
            try EffectFactory.makeScene(effect: name, parameters: values)
        }
    }

    /// A strategy object that attaches to a scroll view of any hierarchy.
    public struct Effect: Sendable {
        /// The name scenario files use (`"effects": [{"name": NAME}]`).
        public let name: String
        /// The parameters it accepts, in the order they are checked (view names first).
        public let parameters: [EffectParameter]
        /// Makes the delegate for `scrollView` from checked parameters: view-name parameters as `names`,
        /// numeric ones (defaults filled in) as `numbers`; `view` finds a view of the hierarchy by name.
        /// `nil` when a named view is missing.
        public let make: @MainActor @Sendable (_ scrollView: ScrollView, _ names: [String: String], _ numbers: [String: Double],
                                    _ view: (String) -> View?) -> ScrollViewDelegate?

        /// The parameter called `name`, if the effect has one.
        public func parameter(named name: String) -> EffectParameter? {
            parameters.first { $0.name == name }
        }
    }

    // The parameters the scenes share or repeat.
    private static let viewport = [
        EffectParameter("viewportWidth", "the screen's width, points", default: 390, domain: .positiveLength),
        EffectParameter("viewportHeight", "the screen's height, points", default: 844, domain: .positiveLength),
    ]
    private static func header(_ height: Double) -> EffectParameter {
        EffectParameter("headerHeight", "the header's height, points", default: height, domain: .positiveLength)
    }
    private static func image(_ width: Double, _ height: Double) -> [EffectParameter] {
        [EffectParameter("imageWidth", "the header image's intrinsic width, points", default: width, domain: .length),
         EffectParameter("imageHeight", "the header image's intrinsic height, points", default: height, domain: .length)]
    }
    private static let grid = [
        EffectParameter("itemHeight", "a cell's height, points", default: 150, domain: .length),
        EffectParameter("lineSpacing", "the space between cells, points", default: 4, domain: .length),
        EffectParameter("itemCount", "the number of cells", default: 30, domain: .count),
    ]
    private static let table = [
        EffectParameter("rowHeight", "a row's height, points", default: 44, domain: .length),
        EffectParameter("rowCount", "the number of rows", default: 50, domain: .count),
        EffectParameter("contentInsetTop", "the table's top content inset, points", default: 0, domain: .signedLength),
    ]
    private static let gate = [
        EffectParameter("topViewHeight", "the height of the view above the table, points", default: 500, domain: .length),
        EffectParameter("tableHeight", "the inner table's height, points", default: 1200, domain: .length),
        EffectParameter("rowCount", "the inner table's number of rows", default: 501, domain: .count),
        EffectParameter("rowHeight", "a row's height, points", default: 44, domain: .length),
    ]
    private static let topMargin = EffectParameter(
        "topMargin", "points ≥ 0 below the top view's bottom edge at which the gate opens",
        default: Double(NestedScrollGate.defaultTopMargin), domain: .length)

    private static func scene(_ name: String, _ article: String, _ parameters: [EffectParameter]) -> Scene {
        Scene(name: name, article: article, parameters: (viewport + parameters).sorted { $0.name < $1.name })
    }

    /// The seed articles' scenes, in the articles' order (the README's and the format reference's order).
    public static let scenes: [Scene] = [
        scene("sticky-header-fade", "000", [header(250)] + grid + image(390, 250)),
        scene("stretchy-header-table", "001 a", [header(200)] + table + image(390, 200)),
        scene("stretchy-header-container", "001 b", [header(200)] + table + image(390, 200)),
        scene("stretchy-header-flow-layout", "001 c", [header(200)] + grid),
        scene("parallax-header", "003", [header(400),
                                         EffectParameter("contentHeight", "the content list's height, points",
                                                         default: 1200, domain: .length)] + image(400, 400)),
        scene("swiftui-parallax-header", "003 (SwiftUI)", []),
        scene("nested-scroll-gate-top", "004 (1)", gate + [topMargin]),
        scene("nested-scroll-gate-bottom", "004 (2)", gate),
    ]

    /// The scene names, in ``scenes`` order.
    public static var sceneNames: [String] { scenes.map(\.name) }

    /// The scene called `name`, if there is one.
    public static func scene(named name: String) -> Scene? {
        scenes.first { $0.name == name }
    }

    private static let inner = EffectParameter(
        "inner", "the name of the inner scroll view to enable and disable", default: nil, domain: .scrollViewName)

    /// The effects that attach to a hand-written hierarchy (seed 004's gates need only named views; the
    /// headers need views built with constraints and come as whole ``scenes``). Several effects on one
    /// scroll view are called through one ``ScrollDelegateMultiplexer``, in file order.
    public static let effects: [Effect] = [
        Effect(name: "nested-scroll-gate-top", parameters: [
            inner,
            EffectParameter("topView", "the name of the view above the inner scroll view", default: nil, domain: .viewName),
            topMargin,
        ], make: { scrollView, names, numbers, view in
            guard let inner = names["inner"].flatMap(view) as? ScrollView,
                  let topView = names["topView"].flatMap(view) else { return nil }
            let margin = numbers["topMargin"] ?? Double(NestedScrollGate.defaultTopMargin)
            return NestedScrollGate(outer: scrollView, inner: inner, rule: .pastTopView(topView: topView, topMargin: CGFloat(margin)))
        }),
        Effect(name: "nested-scroll-gate-bottom", parameters: [inner], make: { scrollView, names, _, view in
            guard let inner = names["inner"].flatMap(view) as? ScrollView else { return nil }
            return NestedScrollGate(outer: scrollView, inner: inner, rule: .bottomReached)
        }),
    ]

    /// The attachable effects' names, in ``effects`` order.
    public static var effectNames: [String] { effects.map(\.name) }

    /// The attachable effect called `name`, if there is one.
    public static func effect(named name: String) -> Effect? {
        effects.first { $0.name == name }
    }
}
