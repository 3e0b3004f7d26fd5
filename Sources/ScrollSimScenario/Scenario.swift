import Foundation
import ScrollSim

/// A scenario: a view hierarchy, simulation settings and a finger's gesture script, read from a JSON file.
///
/// The file format is documented in the catalog's "Scenario format" article (`ScenarioFormat.md`). In short:
/// ```json
/// { "name": "fling", "refreshRate": 120, "screenScale": 3, "digitizerRate": 120,
///   "scrollView": { "frame": [0, 0, 390, 844], "contentSize": [390, 20000], "contentOffset": [0, 710] },
///   "gestures": [ {"down": {"at": [200, 700]}}, {"move": {"to": [200, 400], "duration": 0.1}}, {"up": {}} ],
///   "run": "untilIdle" }
/// ```
/// Loading validates everything (types, ranges, step order, unknown keys); a loaded scenario always builds.
/// Use ``makeSimulation()`` to get a ``Simulation`` and ``play(on:frameLimit:)`` to run the gestures and
/// the ``run`` length on it.
public struct Scenario: Sendable {
    /// How long the simulation runs after the gesture script has been consumed.
    public enum RunLength: Sendable, Equatable {
        /// Until every scroll view is idle and no touch is pending (`"untilIdle"`, the default).
        case untilIdle
        /// A fixed number of simulated seconds (a JSON number ≥ 0).
        case seconds(Double)
    }

    /// The scenario's name (`"name"`, required), shown in summaries.
    public var name: String
    /// Free text (`"description"`, optional): what the scenario shows, expected figures.
    public var description: String?
    /// Frames per second (`"refreshRate"`, default 120 Hz; 0 < rate ≤ ``Limits/maximumRate``).
    public var refreshRate: Double
    /// Pixels per point for offset rounding (`"screenScale"`, default 3; 0 = no rounding; <doc:Physics#Units-and-conventions>).
    public var screenScale: Double
    /// Touch samples per second (`"digitizerRate"`, default 120 Hz; 0 < rate ≤ ``Limits/maximumRate``).
    public var digitizerRate: Double
    /// Whether touches are coalesced per frame as UIKit delivers them (`"coalescesTouches"`, default
    /// `false`; see ``Simulation/coalescesTouches``).
    public var coalescesTouches = false
    /// The window's safe area, points (`"safeAreaInsets"`: `{top, left, bottom, right}`, each optional,
    /// default 0, each ≥ 0; default none; see ``Simulation/safeAreaInsets``).
    public var safeAreaInsets: EdgeInsets = .zero
    /// How release motions are evaluated (`"integration"`: `"closedForm"`, the default, or `"uikitFrames"`;
    /// see ``Integration``, <doc:Physics#UIKit-frame-integrator>).
    public var integration: Integration = .closedForm
    /// The root of a hand-written view hierarchy (`"scrollView"`, `"collectionView"` or `"view"` at the
    /// top level), or `nil` when the scenario uses a ``scene`` instead (exactly one of the four is given).
    public var root: ViewDescription?
    /// A ready-made scene (`"scene"` at the top level), resolved by the caller (the CLI builds the seed
    /// articles' hierarchies with `ScrollEffects`); `nil` for a hand-written hierarchy.
    public var scene: SceneDescription?
    /// The finger's script (`"gestures"`, required, may be empty), in order; window coordinates.
    public var gestures: [Gesture]
    /// What happens after the gestures (`"run"`, default ``RunLength/untilIdle``).
    public var run: RunLength
    /// Scroll effects to attach to a hand-written hierarchy (`"effects"`, optional; not with a ``scene``),
    /// resolved by name by the caller (the CLI, with `ScrollEffects.EffectRegistry`): the scenario format
    /// does not depend on `ScrollEffects`.
    public var effects: [EffectDescription]

    /// Defaults for optional fields.
    public enum Defaults {
        /// `refreshRate`: 120 Hz (ProMotion; <doc:Physics#Time-and-frames>).
        public static let refreshRate = 120.0
        /// `screenScale`: 3 (current iPhones; <doc:Physics#Units-and-conventions>).
        public static let screenScale = 3.0
        /// `digitizerRate`: 120 Hz (<doc:Physics#Time-and-frames>).
        public static let digitizerRate = 120.0
        /// The name of a scroll view without `"name"`.
        public static let scrollViewName = "scrollView"
        /// The name of a plain view without `"name"`.
        public static let viewName = "view"
        /// The name of a collection view without `"name"`.
        public static let collectionViewName = "collectionView"
    }

    /// Bounds on numbers, to catch typos (a size of 1e300 is a mistake, not a scenario), chosen so that
    /// every accepted scenario builds and runs to its end: no overflow, no trap, bounded time and memory
    /// (the format reference, `ScenarioFormat.md`, "Limits").
    public enum Limits {
        /// Largest `refreshRate` / `digitizerRate`, Hz.
        public static let maximumRate = 1000.0
        /// Smallest `refreshRate`, Hz: frame times `k / refreshRate` stay finite and a run of
        /// ``maximumTotalDuration`` stays a bounded number of frames.
        public static let minimumRefreshRate = 1.0
        /// Smallest `digitizerRate`, Hz (real digitisers sample at 60–240 Hz): every `move` lasts at least
        /// one digitiser tick, so a slow digitiser stretches a script; with this floor one tick is at
        /// most 0.1 s.
        public static let minimumDigitizerRate = 10.0
        /// Largest total simulated time of a scenario, seconds: the gesture script (every step's duration
        /// in whole digitiser ticks, as the engine plays it) plus a numeric `run`. With `"run":
        /// "untilIdle"` the frames after the script are bounded by the runner's frame limit instead
        /// (`play(on:frameLimit:)`; the CLI's is 100 000 frames).
        public static let maximumTotalDuration = 3600.0
        /// Largest number of elements (cells and supplementary views) a collection view can have visible at
        /// once, derived from its layout, item count and frame height (checked when the file is loaded):
        /// this bounds the views one frame lays out, configures and traces.
        public static let maximumVisibleElements = 10_000
        /// Largest `screenScale`.
        public static let maximumScreenScale = 10.0
        /// Largest magnitude of a frame coordinate or size, a touch location, an inset, points.
        public static let maximumGeometry = 1e7
        /// Largest magnitude of a content size or content offset, points.
        public static let maximumContent = 1e9
        /// Largest duration of one step, and of `run`, seconds.
        public static let maximumDuration = 3600.0
        /// Largest `itemCount` of a collection view.
        public static let maximumItemCount = 10_000_000
    }

    /// Creates a scenario directly (for tests and programmatic use). Nothing is validated here beyond what
    /// the types enforce; ``makeSimulation()`` will throw if the engine rejects a value. Give a `root` or
    /// a `scene`.
    public init(name: String, description: String? = nil,
                refreshRate: Double = Defaults.refreshRate, screenScale: Double = Defaults.screenScale,
                digitizerRate: Double = Defaults.digitizerRate, root: ViewDescription?, scene: SceneDescription? = nil,
                gestures: [Gesture], run: RunLength = .untilIdle, effects: [EffectDescription] = []) {
        self.name = name
        self.description = description
        self.refreshRate = refreshRate
        self.screenScale = screenScale
        self.digitizerRate = digitizerRate
        self.root = root
        self.scene = scene
        self.gestures = gestures
        self.run = run
        self.effects = effects
    }

    /// Loads and validates a scenario file.
    /// - Parameter path: the file's path; also used as `file` in errors.
    /// - Throws: ``ScenarioError`` (`.unreadable`, `.syntax` or `.invalid`).
    public init(contentsOfFile path: String) throws(ScenarioError) {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            var reason = "cannot read the file"
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                reason += ": no such file"
            } else if isDirectory.boolValue {
                reason += ": it is a directory"
            }
            throw ScenarioError(kind: .unreadable, file: path, path: "$", problem: reason)
        }
        try self.init(json: data, file: path)
    }

    /// Parses and validates a scenario from JSON bytes.
    /// - Parameters:
    ///   - json: UTF-8 JSON.
    ///   - file: the name used in errors.
    public init(json: some Collection<UInt8>, file: String = "<string>") throws(ScenarioError) {
        let value: JSONValue
        do {
            value = try JSONParser.parse(json)
        } catch {
            throw ScenarioError(kind: .syntax, file: file, path: error.path,
                                problem: "syntax error at line \(error.line), column \(error.column): \(error.message)")
        }
        self = try Scenario.decode(JSONCursor(value: value, path: "$", file: file))
    }

    /// Parses and validates a scenario from a JSON string.
    public init(json: String, file: String = "<string>") throws(ScenarioError) {
        try self.init(json: Array(json.utf8), file: file)
    }
}
