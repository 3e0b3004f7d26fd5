import Foundation
import ScrollSim

/// One scroll-view key of the scenario format, declared once: its name, its type and range and its
/// default as the format reference writes them, the reference's one-line meaning, how the decoder reads
/// it into ``ScrollViewProperties`` and how that value is applied to a ``ScrollView``.
///
/// ``all`` is the one list: the decoder accepts exactly these keys on scroll views and collection
/// views (in this order in "allowed keys" messages), decodes them in this order and applies them in this
/// order (the content offset last, after size and insets); a test checks that the format reference's
/// scroll-view table (`ScenarioFormat.md`, "Scroll view object") has a row
/// `| `name` | type | default | meaning |` for each, to the letter. To add a key: one entry here, one
/// field in ``ScrollViewProperties``, one row in the reference.
///
/// The keys every view has (`name`, `frame`, `subviews`, the ``ViewAppearance`` keys) and `contentSize`
/// (required on a scroll view, refused on a collection view) are not in this table.
struct ScrollViewKey: Sendable {
    /// The JSON key (UIKit's property name where UIKit has one).
    let name: String
    /// The reference's "type" column: the JSON type and the accepted values.
    let type: String
    /// The reference's "default" column.
    let defaultValue: String
    /// The reference's "meaning" column (may be empty).
    let meaning: String
    /// Reads the key from a scroll-view object, if present, into the properties.
    let decode: @Sendable (ObjectCursor, inout ScrollViewProperties) throws(ScenarioError) -> Void
    /// Sets the decoded value on a scroll view.
    let apply: @MainActor @Sendable (ScrollViewProperties, ScrollView) -> Void

    /// A boolean key: `decode` reads it into `field` when present (the field's initial value is the
    /// default), `apply` sets the scroll view's property.
    static func flag(_ name: String, default defaultValue: Bool, meaning: String = "",
                     _ field: WritableKeyPath<ScrollViewProperties, Bool> & Sendable,
                     _ set: @escaping @MainActor @Sendable (ScrollView, Bool) -> Void) -> ScrollViewKey {
        ScrollViewKey(name: name, type: "boolean", defaultValue: "`\(defaultValue)`", meaning: meaning,
                      decode: { object, properties throws(ScenarioError) in
                          if let value = try object.optional(name)?.bool() { properties[keyPath: field] = value }
                      },
                      apply: { properties, scrollView in set(scrollView, properties[keyPath: field]) })
    }

    /// Every scroll-view key, in the order of the format's "allowed keys" messages.
    static let all: [ScrollViewKey] = [
        ScrollViewKey(
            name: "contentInset", type: #"`{"top", "left", "bottom", "right"}`"#, defaultValue: "all `0`",
            meaning: "each key optional (default 0); may be negative",
            decode: { object, properties throws(ScenarioError) in
                if let insets = object.optional("contentInset") {
                    properties.contentInset = try Scenario.decodeInsets(insets, minimum: -Scenario.Limits.maximumGeometry)
                }
            },
            apply: { properties, scrollView in scrollView.contentInset = properties.contentInset }),
        ScrollViewKey(
            name: "contentOffset", type: "`[x, y]`", defaultValue: "`[0, 0]`",
            meaning: "the initial offset, applied after size and insets",
            decode: { object, properties throws(ScenarioError) in
                if let offset = object.optional("contentOffset") {
                    properties.contentOffset = try offset.point(magnitude: Scenario.Limits.maximumContent)
                }
            },
            apply: { properties, scrollView in scrollView.contentOffset = properties.contentOffset }),
        ScrollViewKey(
            name: "bounces", type: "boolean", defaultValue: "`true`",
            meaning: "rubber band and bounce on both axes (<doc:Physics#Drag-and-rubber-band>)",
            decode: { object, properties throws(ScenarioError) in
                if let value = try object.optional("bounces")?.bool() { properties.bounces = value }
            },
            // Both axes: a per-axis key, when given, overrides `bounces` on its axis.
            apply: { properties, scrollView in
                scrollView.bouncesVertically = properties.bouncesVertically ?? properties.bounces
                scrollView.bouncesHorizontally = properties.bouncesHorizontally ?? properties.bounces
            }),
        ScrollViewKey(
            name: "bouncesVertically", type: "boolean", defaultValue: "the value of `bounces`",
            meaning: "the vertical axis only (UIKit, iOS 17.4); overrides `bounces`",
            decode: { object, properties throws(ScenarioError) in
                properties.bouncesVertically = try object.optional("bouncesVertically")?.bool()
            },
            apply: { _, _ in }),   // applied with `bounces`
        ScrollViewKey(
            name: "bouncesHorizontally", type: "boolean", defaultValue: "the value of `bounces`",
            meaning: "the horizontal axis only; overrides `bounces`",
            decode: { object, properties throws(ScenarioError) in
                properties.bouncesHorizontally = try object.optional("bouncesHorizontally")?.bool()
            },
            apply: { _, _ in }),   // applied with `bounces`
        flag("alwaysBounceVertical", default: false, \.alwaysBounceVertical, { $0.alwaysBounceVertical = $1 }),
        flag("alwaysBounceHorizontal", default: false, \.alwaysBounceHorizontal, { $0.alwaysBounceHorizontal = $1 }),
        flag("isScrollEnabled", default: true, \.isScrollEnabled, { $0.isScrollEnabled = $1 }),
        flag("isDirectionalLockEnabled", default: false, \.isDirectionalLockEnabled, { $0.isDirectionalLockEnabled = $1 }),
        flag("isPagingEnabled", default: false, meaning: "snap onto pages of the bounds size after a release (<doc:Physics#Paging>)",
             \.isPagingEnabled, { $0.isPagingEnabled = $1 }),
        flag("scrollsToTop", default: true, \.scrollsToTop, { $0.scrollsToTop = $1 }),
        ScrollViewKey(
            name: "decelerationRate", type: #"`"normal"`, `"fast"` or a number in (0, 1)"#, defaultValue: #"`"normal"`"#,
            meaning: "per millisecond; the engine snaps a custom value as UIKit does (< 0.994 → 0.99, else 0.998)",
            decode: { object, properties throws(ScenarioError) in
                if let rate = object.optional("decelerationRate") {
                    properties.decelerationRate = try Scenario.decodeDecelerationRate(rate)
                }
            },
            apply: { properties, scrollView in scrollView.decelerationRate = properties.decelerationRate }),
        flag("transfersVerticalScrollingToParent", default: true,
             meaning: "UIKit (iOS 17.4+): at its vertical edge, pushed past it by the pan's first movement, leave the pan to an ancestor that can still scroll that way",
             \.transfersVerticalScrollingToParent, { $0.transfersVerticalScrollingToParent = $1 }),
        flag("transfersHorizontalScrollingToParent", default: true, meaning: "the horizontal counterpart",
             \.transfersHorizontalScrollingToParent, { $0.transfersHorizontalScrollingToParent = $1 }),
        ScrollViewKey(
            name: "nestedScrolling", type: #"`"uikit"` or `"chaining"`"#, defaultValue: #"`"uikit"`"#,
            meaning: #"`"chaining"`: share leftover drag delta and fling velocity with ancestors (ScrollSim's extension, after Jetpack Compose's nested scroll)"#,
            // Read together with `overscrollBehavior`, which needs chaining.
            decode: { object, properties throws(ScenarioError) in
                properties.nestedScrolling = try Scenario.decodeNestedScrolling(
                    mode: object.optional("nestedScrolling"), behavior: object.optional("overscrollBehavior"))
            },
            apply: { properties, scrollView in scrollView.nestedScrolling = properties.nestedScrolling }),
        ScrollViewKey(
            name: "overscrollBehavior", type: #"`"auto"`, `"contain"` or `"none"`"#, defaultValue: #"`"auto"`"#,
            meaning: #"with `"chaining"` only, as CSS `overscroll-behavior`: `auto` hands leftovers to ancestors, `contain` keeps them and bounces, `none` keeps them without a bounce"#,
            decode: { _, _ throws(ScenarioError) in },    // read with `nestedScrolling`
            apply: { _, _ in }),                           // part of `nestedScrolling`
        ScrollViewKey(
            name: "contentInsetAdjustmentBehavior", type: #"`"automatic"`, `"scrollableAxes"`, `"never"` or `"always"`"#,
            defaultValue: #"`"automatic"` (UIKit's)"#,
            meaning: "which axes add the safe area (top-level `safeAreaInsets`) to `contentInset`, giving `adjustedContentInset`: "
                + "`always` both; `never` none; `scrollableAxes` an axis whose content is larger than the bounds or that has "
                + "`alwaysBounce…` set; `automatic` as `scrollableAxes` but always the vertical axis (UIKit's "
                + "navigation-controller rule is not modelled). No effect without a safe area",
            decode: { object, properties throws(ScenarioError) in
                if let behavior = object.optional("contentInsetAdjustmentBehavior") {
                    properties.contentInsetAdjustmentBehavior = try Scenario.decodeAdjustmentBehavior(behavior)
                }
            },
            apply: { properties, scrollView in
                scrollView.contentInsetAdjustmentBehavior = properties.contentInsetAdjustmentBehavior
            }),
        flag("refreshControl", default: false,
             meaning: "add a pull-to-refresh control (UIKit's `UIRefreshControl`, <doc:PullToRefresh>): a pull past the trigger distance starts it and it stays refreshing",
             \.refreshControl, { scrollView, on in if on { scrollView.refreshControl = RefreshControl() } }),
    ]

    /// The keys' names, in ``all`` order.
    static let names = all.map(\.name)
}
