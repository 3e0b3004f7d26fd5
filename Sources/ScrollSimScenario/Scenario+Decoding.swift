import Foundation
import ScrollSim

/// Decoding a scenario from JSON, with every check that the format reference (`ScenarioFormat.md` in the documentation catalog) documents.
extension Scenario {
    static let topLevelKeys = ["name", "description", "refreshRate", "screenScale", "digitizerRate", "coalescesTouches",
                               "safeAreaInsets", "integration", "scrollView", "collectionView", "view", "scene", "gestures", "run", "effects"]
    /// Keys every view kind accepts.
    static let commonViewKeys = ["name", "frame", "subviews", "alpha", "isHidden", "clipsToBounds",
                                 "isUserInteractionEnabled"]
    /// Scroll-view keys shared by scroll views and collection views (not `contentSize`): ``ScrollViewKey/all``.
    static let scrollingKeys = ScrollViewKey.names
    static let scrollViewKeys = commonViewKeys + ["contentSize"] + scrollingKeys
    static let collectionViewKeys = commonViewKeys + ["layout", "itemCount"] + scrollingKeys
    static let viewKeys = commonViewKeys
    static let viewKindKeys = ["scrollView", "collectionView", "view"]
    static let stepKinds = ["down", "move", "hold", "pause", "up", "wait", "statusBarTap", "tap"]

    static func decode(_ document: JSONCursor) throws(ScenarioError) -> Scenario {
        let object = try document.object(allowedKeys: topLevelKeys)

        let name = try object.required("name", "the scenario's name").string()
        guard !name.isEmpty else { throw object.optional("name")!.fail("must not be empty") }
        let description = try object.optional("description")?.string()

        let refreshRate = try object.optional("refreshRate")?
            .number(in: Limits.minimumRefreshRate...Limits.maximumRate) ?? Defaults.refreshRate
        let screenScale = try object.optional("screenScale")?
            .number(in: 0...Limits.maximumScreenScale) ?? Defaults.screenScale
        let digitizerRate = try object.optional("digitizerRate")?
            .number(in: Limits.minimumDigitizerRate...Limits.maximumRate) ?? Defaults.digitizerRate
        let coalescesTouches = try object.optional("coalescesTouches")?.bool() ?? false
        var integration = Integration.closedForm
        if let cursor = object.optional("integration") {
            let value = try cursor.string()
            guard let mode = Integration(rawValue: value) else {
                throw cursor.fail("expected \"closedForm\" or \"uikitFrames\", got \"\(value)\"")
            }
            integration = mode
        }
        let safeAreaInsets = try object.optional("safeAreaInsets").map { c throws(ScenarioError) in
            try decodeInsets(c, minimum: 0)
        } ?? .zero

        var roots: [(key: String, cursor: JSONCursor)] = []
        for key in viewKindKeys + ["scene"] {
            if let cursor = object.optional(key) { roots.append((key, cursor)) }
        }
        guard roots.count <= 1 else {
            throw document.fail("give exactly one of \"scrollView\", \"collectionView\", \"view\" or \"scene\" as the root, not "
                                + roots.map { "\"\($0.key)\"" }.joined(separator: " and "))
        }
        guard let rootEntry = roots.first else {
            throw document.fail("missing field \"scrollView\" (the scroll view; or \"collectionView\", \"view\" for a root view with subviews, or \"scene\" for an article's scene)")
        }
        var root: ViewDescription?
        var scene: SceneDescription?
        if rootEntry.key == "scene" {
            scene = try decodeScene(rootEntry.cursor)
        } else {
            var names: [String: String] = [:]
            var collectionViewNames: [String] = []
            root = try decodeView(rootEntry.cursor, kind: rootEntry.key, names: &names,
                                  collectionViewNames: &collectionViewNames)
            try checkGeneratedNames(names, collectionViewNames: collectionViewNames, file: document.file)
        }

        var run = RunLength.untilIdle
        if let runCursor = object.optional("run") {
            switch runCursor.value {
            case .string(let string):
                guard string == "untilIdle" else {
                    throw runCursor.fail("expected \"untilIdle\" or a number of seconds, got \"\(string)\"")
                }
            case .number:
                run = .seconds(try runCursor.number(in: 0...Limits.maximumDuration))
            default:
                throw runCursor.typeError(expected: "\"untilIdle\" or a number of seconds")
            }
        }

        let (gestures, scriptSeconds) = try decodeGestures(
            try object.required("gestures", "the list of gesture steps, may be empty"),
            run: run, digitizerRate: digitizerRate)
        if case .seconds(let seconds) = run, scriptSeconds + seconds > Limits.maximumTotalDuration {
            throw object.optional("run")!.fail(
                "the scenario's total simulated time (gestures \(JSONCursor.format(scriptSeconds)) s + run \(JSONCursor.format(seconds)) s) "
                + "must be at most \(JSONCursor.format(Limits.maximumTotalDuration)) s")
        }

        var effects: [EffectDescription] = []
        if let effectsCursor = object.optional("effects") {
            guard let root else {
                throw effectsCursor.fail("a \"scene\" brings its own effect; \"effects\" attach to a hand-written hierarchy (\"scrollView\", \"collectionView\" or \"view\")")
            }
            let scrollViewNames = root.scrollViewNames
            let scrollViewNameSet = Set(scrollViewNames)
            for element in try effectsCursor.array() {
                effects.append(try decodeEffect(element, scrollViewNames: scrollViewNames, nameSet: scrollViewNameSet))
            }
        }

        var scenario = Scenario(name: name, description: description, refreshRate: refreshRate, screenScale: screenScale,
                                digitizerRate: digitizerRate, root: root, scene: scene, gestures: gestures, run: run,
                                effects: effects)
        scenario.coalescesTouches = coalescesTouches
        scenario.safeAreaInsets = safeAreaInsets
        scenario.integration = integration
        return scenario
    }

    // MARK: Views

    /// Decodes a view object of `kind` (`"scrollView"`, `"collectionView"` or `"view"`) and its subviews,
    /// collecting names to reject duplicates.
    static func decodeView(_ cursor: JSONCursor, kind kindKey: String, names: inout [String: String],
                           collectionViewNames: inout [String]) throws(ScenarioError) -> ViewDescription {
        let isCollection = kindKey == "collectionView"
        let isScrollView = kindKey == "scrollView" || isCollection
        if isCollection, case .object(let members) = cursor.value, members.contains(where: { $0.key == "contentSize" }) {
            throw ScenarioError(kind: .invalid, file: cursor.file, path: cursor.path + ".contentSize",
                                problem: "a collection view's content size comes from its layout; remove \"contentSize\"")
        }
        let allowed = isCollection ? collectionViewKeys : (isScrollView ? scrollViewKeys : viewKeys)
        let object = try cursor.object(allowedKeys: allowed)
        let defaultName = isCollection ? Defaults.collectionViewName
            : (isScrollView ? Defaults.scrollViewName : Defaults.viewName)
        let name: String
        if let nameCursor = object.optional("name") {
            name = try nameCursor.string()
            guard !name.isEmpty, name.unicodeScalars.allSatisfy(isNameScalar) else {
                throw nameCursor.fail("a view name must be non-empty and use only letters, digits, '_', '-' and '.', got \"\(name)\"")
            }
        } else {
            name = defaultName
        }
        // A dictionary from name to path: one lookup per view, so a file of n views is checked in O(n).
        if let previousPath = names[name] {
            throw (object.optional("name") ?? cursor).fail(
                "duplicate view name \"\(name)\" (also used at \(previousPath)); every view needs its own name for the traces")
        }
        DecodingStatistics.count(.nameLookup)
        names[name] = cursor.path
        if isCollection { collectionViewNames.append(name) }

        let frame = try object.required("frame", "[x, y, width, height] in the superview's coordinates")
            .rect(magnitude: Limits.maximumGeometry, positive: isScrollView)

        var appearance = ViewAppearance()
        if let alpha = object.optional("alpha") { appearance.alpha = CGFloat(try alpha.number(in: 0...1)) }
        appearance.isHidden = try object.optional("isHidden")?.bool()
        appearance.clipsToBounds = try object.optional("clipsToBounds")?.bool()
        appearance.isUserInteractionEnabled = try object.optional("isUserInteractionEnabled")?.bool()

        let kind: ViewDescription.Kind
        if isCollection {
            let scroll = try decodeScrolling(object, contentSize: .zero)
            let layoutCursor = try object.required("layout", "{\"flow\": {...}} or {\"list\": {...}}")
            let (layout, rowCount) = try decodeLayout(layoutCursor)
            var itemCount: Int
            if let countCursor = object.optional("itemCount") {
                itemCount = try countCursor.integer(in: 0...Limits.maximumItemCount)
                if let rowCount, rowCount > itemCount {
                    throw countCursor.fail("\"rowHeights\" has \(rowCount) entries but \"itemCount\" is \(itemCount); give at most itemCount heights")
                }
            } else if let rowCount {
                itemCount = rowCount
            } else {
                itemCount = try object.required("itemCount", "the number of items, a whole number ≥ 0")
                    .integer(in: 0...Limits.maximumItemCount)
            }
            try checkVisibleElements(layout: layout, itemCount: itemCount, frame: frame, cursor: cursor)
            kind = .collectionView(CollectionViewProperties(scroll: scroll, layout: layout, itemCount: itemCount))
        } else if isScrollView {
            let contentSize = try object.required("contentSize", "[width, height]")
                .size(magnitude: Limits.maximumContent)
            kind = .scrollView(try decodeScrolling(object, contentSize: contentSize))
        } else {
            kind = .view
        }

        var subviews: [ViewDescription] = []
        if let subviewsCursor = object.optional("subviews") {
            for element in try subviewsCursor.array() {
                let wrapper = try element.object(allowedKeys: viewKindKeys)
                guard wrapper.members.count == 1, let member = wrapper.members.first else {
                    throw element.fail("a subview is an object with exactly one key, \"scrollView\", \"collectionView\" or \"view\"")
                }
                let child = wrapper.optional(member.key)!
                subviews.append(try decodeView(child, kind: member.key, names: &names,
                                               collectionViewNames: &collectionViewNames))
            }
        }
        return ViewDescription(name: name, frame: frame, kind: kind, appearance: appearance, subviews: subviews)
    }

    /// The scroll-view keys shared by scroll views and collection views (``ScrollViewKey/all``, in order).
    static func decodeScrolling(_ object: ObjectCursor, contentSize: CGSize) throws(ScenarioError) -> ScrollViewProperties {
        var properties = ScrollViewProperties(contentSize: contentSize)
        for key in ScrollViewKey.all {
            try key.decode(object, &properties)
        }
        return properties
    }

    /// `{top, left, bottom, right}`, each optional (default 0), each in `minimum … maximumGeometry`.
    static func decodeInsets(_ cursor: JSONCursor, minimum: Double) throws(ScenarioError) -> EdgeInsets {
        let members = try cursor.object(allowedKeys: ["top", "left", "bottom", "right"])
        func inset(_ key: String) throws(ScenarioError) -> CGFloat {
            try members.optional(key)?.number(in: minimum...Limits.maximumGeometry) ?? 0
        }
        return EdgeInsets(top: try inset("top"), left: try inset("left"),
                          bottom: try inset("bottom"), right: try inset("right"))
    }

    /// `{"flow": {...}}` or `{"list": {...}}`; also returns the number of `rowHeights` given (a list's
    /// default item count).
    static func decodeLayout(_ cursor: JSONCursor) throws(ScenarioError) -> (CollectionLayoutDescription, Int?) {
        let wrapper = try cursor.object(allowedKeys: ["flow", "list"])
        guard wrapper.members.count == 1, let kind = wrapper.members.first?.key else {
            throw cursor.fail("a layout is an object with exactly one key, \"flow\" or \"list\"")
        }
        let body = wrapper.optional(kind)!
        let g = Limits.maximumGeometry
        if kind == "flow" {
            let fields = try body.object(allowedKeys: ["itemSize", "minimumLineSpacing", "minimumInteritemSpacing",
                                                       "sectionInset", "headerReferenceSize"])
            let itemSize = try fields.required("itemSize", "[width, height] of every item").size(magnitude: g, positive: true)
            let line = try fields.optional("minimumLineSpacing")?.number(in: 0...g) ?? 10
            let interitem = try fields.optional("minimumInteritemSpacing")?.number(in: 0...g) ?? 10
            let inset = try fields.optional("sectionInset").map { c throws(ScenarioError) in try decodeInsets(c, minimum: 0) } ?? .zero
            let header = try fields.optional("headerReferenceSize")?.size(magnitude: g) ?? .zero
            return (.flow(itemSize: itemSize, minimumLineSpacing: line, minimumInteritemSpacing: interitem,
                          sectionInset: inset, headerReferenceSize: header), nil)
        }
        let fields = try body.object(allowedKeys: ["rowHeight", "rowHeights", "tableHeaderHeight"])
        let rowHeight = try fields.optional("rowHeight")?.number(in: 0...g, minimumExclusive: true)
        var rowHeights: [CGFloat] = []
        let heightsCursor = fields.optional("rowHeights")
        if let heightsCursor {
            for element in try heightsCursor.array() {
                rowHeights.append(try element.number(in: 0...g))
            }
        }
        guard rowHeight != nil || heightsCursor != nil else {
            throw body.fail("missing field \"rowHeight\" (every row's height, points) or \"rowHeights\" (one height per row)")
        }
        let header = try fields.optional("tableHeaderHeight")?.number(in: 0...g) ?? 0
        return (.list(rowHeight: rowHeight ?? 44, rowHeights: rowHeights, tableHeaderHeight: header),
                heightsCursor == nil ? nil : rowHeights.count)
    }

    /// `{"effect": NAME, "parameters": {...}}`; names and values are checked by the resolver.
    static func decodeScene(_ cursor: JSONCursor) throws(ScenarioError) -> SceneDescription {
        let object = try cursor.object(allowedKeys: ["effect", "parameters"])
        let effectCursor = try object.required("effect", "the article's effect name, e.g. \"sticky-header-fade\"")
        let effect = try effectCursor.string()
        guard !effect.isEmpty else { throw effectCursor.fail("must not be empty") }
        var parameters: [JSONMember] = []
        if let parametersCursor = object.optional("parameters") {
            guard case .object(let members) = parametersCursor.value else {
                throw parametersCursor.typeError(expected: "an object")
            }
            parameters = members
        }
        return SceneDescription(effect: effect, parameters: parameters, path: cursor.path)
    }

    static func decodeDecelerationRate(_ cursor: JSONCursor) throws(ScenarioError) -> DecelerationRate {
        switch cursor.value {
        case .string("normal"): return .normal
        case .string("fast"): return .fast
        case .string(let other):
            throw cursor.fail("expected \"normal\", \"fast\" or a number between 0 and 1, got \"\(other)\"")
        case .number(let rate):
            guard rate.isFinite, rate > 0, rate < 1 else {
                throw cursor.fail("a deceleration rate is a factor per millisecond between 0 and 1 (exclusive), got \(JSONCursor.format(rate))")
            }
            return DecelerationRate(rawValue: rate)
        default:
            throw cursor.typeError(expected: "\"normal\", \"fast\" or a number")
        }
    }

    /// `"contentInsetAdjustmentBehavior": "automatic" | "scrollableAxes" | "never" | "always"`.
    static func decodeAdjustmentBehavior(_ cursor: JSONCursor) throws(ScenarioError) -> ContentInsetAdjustmentBehavior {
        let names = ContentInsetAdjustmentBehavior.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard case .string(let string) = cursor.value else { throw cursor.typeError(expected: "one of \(names)") }
        guard let behavior = ContentInsetAdjustmentBehavior(rawValue: string) else {
            throw cursor.fail("expected one of \(names), got \"\(string)\"")
        }
        return behavior
    }

    /// `"nestedScrolling": "uikit" | "chaining"` (default `"uikit"`) and, with chaining only,
    /// `"overscrollBehavior": "auto" | "contain" | "none"` (default `"auto"`).
    static func decodeNestedScrolling(mode: JSONCursor?, behavior: JSONCursor?) throws(ScenarioError) -> NestedScrollingMode {
        var chaining = false
        if let mode {
            switch mode.value {
            case .string("uikit"): chaining = false
            case .string("chaining"): chaining = true
            case .string(let other): throw mode.fail("expected \"uikit\" or \"chaining\", got \"\(other)\"")
            default: throw mode.typeError(expected: "\"uikit\" or \"chaining\"")
            }
        }
        guard let behavior else { return chaining ? .chaining(.auto) : .uikit }
        guard chaining else {
            throw behavior.fail("overscrollBehavior applies only with \"nestedScrolling\": \"chaining\"")
        }
        switch behavior.value {
        case .string(let text):
            guard let value = OverscrollBehavior(rawValue: text) else {
                throw behavior.fail("expected \"auto\", \"contain\" or \"none\", got \"\(text)\"")
            }
            return .chaining(value)
        default:
            throw behavior.typeError(expected: "\"auto\", \"contain\" or \"none\"")
        }
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".": true
        default: false
        }
    }

    // MARK: Derived limits

    /// Refuses a collection view whose layout could show more than ``Limits/maximumVisibleElements``
    /// elements at once (``VisibleElementBound``), at the layout's path.
    static func checkVisibleElements(layout: CollectionLayoutDescription, itemCount: Int, frame: CGRect,
                                     cursor: JSONCursor) throws(ScenarioError) {
        let bound: Double
        switch layout {
        case let .flow(itemSize, line, interitem, inset, header):
            bound = VisibleElementBound.flow(height: Double(frame.height), width: Double(frame.width), itemSize: itemSize,
                                             minimumLineSpacing: Double(line), minimumInteritemSpacing: Double(interitem),
                                             sectionInset: inset, headerHeight: Double(header.height), itemCount: itemCount)
        case let .list(rowHeight, rowHeights, _):
            bound = VisibleElementBound.list(height: Double(frame.height), rowHeight: Double(rowHeight),
                                             rowHeights: rowHeights, itemCount: itemCount)
        }
        guard bound <= Double(Limits.maximumVisibleElements) else {
            let layoutPath = cursor.path + ".layout"
            throw ScenarioError(kind: .invalid, file: cursor.file, path: layoutPath,
                                problem: "up to \(bound < 1e15 ? JSONCursor.format(bound) : "\(bound)") elements would be visible at once "
                                    + "in a frame \(JSONCursor.format(Double(frame.height))) pt high; at most "
                                    + "\(Limits.maximumVisibleElements) are allowed (larger items or spacing, or fewer items)")
        }
    }

    /// Refuses a view named as a collection view names its element views (`<cv>.item-<i>`,
    /// `<cv>.header-<i>`, `<cv>.tableHeader`): traces and effects could not tell them apart. O(views).
    static func checkGeneratedNames(_ names: [String: String], collectionViewNames: [String],
                                    file: String) throws(ScenarioError) {
        guard !collectionViewNames.isEmpty else { return }
        let collections = Set(collectionViewNames)
        // Sorted by path text for a deterministic first error (dictionary order is not).
        var clashes: [(name: String, path: String, owner: String)] = []
        for (name, path) in names {
            if let owner = generatedNameOwner(name), collections.contains(owner) { clashes.append((name, path, owner)) }
        }
        guard let clash = clashes.min(by: { $0.path < $1.path }) else { return }
        throw ScenarioError(kind: .invalid, file: file, path: clash.path + ".name",
                            problem: "the view name \"\(clash.name)\" is how the collection view \"\(clash.owner)\" names its "
                                + "element views (<name>.item-<i>, <name>.header-<i>, <name>.tableHeader); choose another name")
    }

    /// The collection view name `C` if `name` is `C.item-<digits>`, `C.header-<digits>` or `C.tableHeader`.
    static func generatedNameOwner(_ name: String) -> String? {
        if name.hasSuffix(".tableHeader") { return String(name.dropLast(".tableHeader".count)) }
        for marker in [".item-", ".header-"] {
            guard let range = name.range(of: marker, options: .backwards) else { continue }
            let digits = name[range.upperBound...]
            if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) { return String(name[..<range.lowerBound]) }
        }
        return nil
    }

    // MARK: Gestures

    /// Decodes the steps and checks their order: `down` only with the finger up; `move`, `hold`, `pause`
    /// and `up` only with the finger down; `wait` and `statusBarTap` only with the finger up (`wait` means "no
    /// finger on the screen"; with the finger down use `hold`). With `run: "untilIdle"` the script must end
    /// with the finger up (a finger left down never lets the simulation become idle).
    ///
    /// Also returns the script's simulated time as the engine plays it: whole digitiser ticks per step
    /// (`move`: `max(1, round(duration · digitizerRate))`, `hold` and `wait`: `round(duration ·
    /// digitizerRate)`), over the digitiser rate; refused past ``Limits/maximumTotalDuration`` at the step
    /// that crosses it.
    static func decodeGestures(_ cursor: JSONCursor, run: RunLength,
                               digitizerRate: Double) throws(ScenarioError) -> ([Gesture], Double) {
        var gestures: [Gesture] = []
        var fingerDown = false
        var ticks = 0.0
        for element in try cursor.array() {
            let wrapper = try element.object(allowedKeys: stepKinds)
            guard wrapper.members.count == 1, let kind = wrapper.members.first?.key else {
                throw element.fail("a gesture step is an object with exactly one key, one of: "
                                   + stepKinds.joined(separator: ", ") + "; got \(wrapper.members.count)")
            }
            let body = wrapper.optional(kind)!
            let step: Gesture
            switch kind {
            case "down":
                let fields = try body.object(allowedKeys: ["at"])
                let at = try fields.required("at", "[x, y] in window coordinates").point(magnitude: Limits.maximumGeometry)
                if fingerDown {
                    throw element.fail("\"down\" while the finger is already down; lift it first with {\"up\": {}}")
                }
                fingerDown = true
                step = .down(at: at)
            case "move":
                let fields = try body.object(allowedKeys: ["to", "duration"])
                let to = try fields.required("to", "[x, y] in window coordinates").point(magnitude: Limits.maximumGeometry)
                let duration = try decodeDuration(fields)
                guard fingerDown else { throw element.fail("\"move\" before \"down\": the finger is not on the screen") }
                step = .move(to: to, duration: duration)
            case "hold":
                let fields = try body.object(allowedKeys: ["duration"])
                let duration = try decodeDuration(fields)
                guard fingerDown else {
                    throw element.fail("\"hold\" before \"down\": the finger is not on the screen (to wait without a finger use \"wait\")")
                }
                step = .hold(duration: duration)
            case "pause":
                let fields = try body.object(allowedKeys: ["duration"])
                let duration = try fields.required("duration", "seconds, 0 or more").number(in: 0...Limits.maximumDuration)
                guard fingerDown else {
                    throw element.fail("\"pause\" before \"down\": the finger is not on the screen (to wait without a finger use \"wait\")")
                }
                step = .pause(duration: duration)
            case "up":
                _ = try body.object(allowedKeys: [])
                guard fingerDown else { throw element.fail("\"up\" before \"down\": the finger is not on the screen") }
                fingerDown = false
                step = .up
            case "wait":
                let fields = try body.object(allowedKeys: ["duration"])
                let duration = try decodeDuration(fields)
                guard !fingerDown else {
                    throw element.fail("\"wait\" while the finger is down: \"wait\" means no finger on the screen; use \"hold\" to keep the finger still")
                }
                step = .wait(duration: duration)
            case "tap":
                let fields = try body.object(allowedKeys: ["at"])
                let at = try fields.required("at", "[x, y] in window coordinates").point(magnitude: Limits.maximumGeometry)
                if fingerDown {
                    throw element.fail("\"tap\" while the finger is already down; lift it first with {\"up\": {}}")
                }
                step = .tap(at: at)
            default: // statusBarTap
                _ = try body.object(allowedKeys: [])
                guard !fingerDown else {
                    throw element.fail("\"statusBarTap\" while the finger is down; lift it first with {\"up\": {}}")
                }
                step = .statusBarTap
            }
            switch step {
            case .move(_, let duration): ticks += max(1, (duration * digitizerRate).rounded())
            case .hold(let duration), .wait(let duration): ticks += (duration * digitizerRate).rounded()
            case .tap: ticks += max(1, (Gesture.tapDuration * digitizerRate).rounded())
            default: break
            }
            if ticks / digitizerRate > Limits.maximumTotalDuration {
                throw element.fail("the gesture script's simulated time reaches \(JSONCursor.format(ticks / digitizerRate)) s at this step "
                                   + "(whole digitiser ticks at \(JSONCursor.format(digitizerRate)) Hz); a scenario's total simulated time "
                                   + "(gestures and run) must be at most \(JSONCursor.format(Limits.maximumTotalDuration)) s")
            }
            gestures.append(step)
        }
        if fingerDown, run == .untilIdle {
            throw cursor.fail("the finger is still down after the last step; end with {\"up\": {}} or set \"run\" to a number of seconds")
        }
        return (gestures, ticks / digitizerRate)
    }

    private static func decodeDuration(_ fields: ObjectCursor) throws(ScenarioError) -> Double {
        try fields.required("duration", "seconds, greater than 0")
            .number(in: 0...Limits.maximumDuration, minimumExclusive: true)
    }

    // MARK: Effects

    static func decodeEffect(_ cursor: JSONCursor, scrollViewNames: [String],
                             nameSet: Set<String>) throws(ScenarioError) -> EffectDescription {
        let object = try cursor.object(allowedKeys: ["name", "view", "parameters"])
        let name = try object.required("name", "the effect's name").string()
        var view: String?
        if let viewCursor = object.optional("view") {
            let viewName = try viewCursor.string()
            guard nameSet.contains(viewName) else {
                throw viewCursor.fail("no scroll view named \"\(viewName)\"; scroll views: "
                                      + scrollViewNames.map { "\"\($0)\"" }.joined(separator: ", "))
            }
            view = viewName
        } else if scrollViewNames.isEmpty {
            throw cursor.fail("an effect needs a scroll view, and the scenario has none")
        }
        var parameters: [JSONMember] = []
        if let parametersCursor = object.optional("parameters") {
            guard case .object(let members) = parametersCursor.value else {
                throw parametersCursor.typeError(expected: "an object")
            }
            parameters = members
        }
        return EffectDescription(name: name, view: view, parameters: parameters, path: cursor.path)
    }
}

extension ViewDescription {
    /// Names of the scroll views in this subtree, depth-first, parents first (the engine's processing order).
    public var scrollViewNames: [String] {
        var names: [String] = []
        appendNames(to: &names, scrollViewsOnly: true)
        return names
    }

    /// Every view name in this subtree, depth-first, parents first.
    public var allNames: [String] {
        var names: [String] = []
        appendNames(to: &names, scrollViewsOnly: false)
        return names
    }

    /// Appends the names in O(views) (no intermediate arrays per level).
    private func appendNames(to names: inout [String], scrollViewsOnly: Bool) {
        switch kind {
        case .scrollView, .collectionView: names.append(name)
        case .view: if !scrollViewsOnly { names.append(name) }
        }
        for subview in subviews { subview.appendNames(to: &names, scrollViewsOnly: scrollViewsOnly) }
    }
}
