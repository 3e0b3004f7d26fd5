// swift-tools-version:6.2
// ScrollSim: a headless, deterministic emulator of UIKit's UIScrollView.
// The toolchain only: no package dependencies.
import PackageDescription

/// The executables and the tests run on the main actor, as UIKit code does (the engine's views, scroll
/// views and simulations are `@MainActor`); what runs off it (worker processes' pipes, error values) says
/// `nonisolated`.
let mainActorByDefault: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

/// The engine is checked for data races as strictly as Swift 6 checks (complete concurrency checking) but
/// compiled in the Swift 5 language mode: Swift 6 mode also inserts a run-time check of the current actor
/// into every main-actor closure handed to a standard-library function (`_withUnsafeGuaranteedRef`,
/// `withExtendedLifetime`, …), which tripled the per-frame cost of an idle scroll view (ScrollBench
/// `sibling-scroll-views`). Clients see the same `@MainActor` API either way.
let engineSettings: [SwiftSetting] = [.swiftLanguageMode(.v5), .enableUpcomingFeature("StrictConcurrency")]

let package = Package(
    name: "ScrollSim",
    // Apple platforms: the engine uses `Atomic` from the standard library's Synchronization module
    // (Sources/ScrollSim/View/LayoutConstraint.swift), available from these releases on. Linux: any
    // Swift 6 toolchain.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "ScrollSim", targets: ["ScrollSim"]),
        .library(name: "ScrollEffects", targets: ["ScrollEffects"]),
        .library(name: "ScrollSimScenario", targets: ["ScrollSimScenario"]),
        .library(name: "ScrollSimUIKit", targets: ["ScrollSimUIKit"]),
        .library(name: "ScrollSimSwiftUI", targets: ["ScrollSimSwiftUI"]),
        .executable(name: "scrollsim", targets: ["ScrollSimCLI"]),
        .executable(name: "ScrollBench", targets: ["ScrollBench"]),
    ],
    targets: [
        // The module graph (each arrow points at a dependency):
        //   ScrollSim (the engine)  ←  ScrollEffects, ScrollSimScenario, ScrollSimVisualization, ScrollSimUIKit
        //   ScrollSimSwiftUI  →  ScrollSimUIKit, ScrollSim;  ScrollEffects → ScrollSimSwiftUI (the SwiftUI scene)
        //   scrollsim (ScrollSimCLI)  →  ScrollSim, ScrollEffects, ScrollSimScenario, ScrollSimVisualization,
        //                                ScrollSimCommandLine
        //   ScrollBench  →  ScrollSim, ScrollEffects, ScrollBenchCore, MallocCounter, ScrollSimVisualization,
        //                   ScrollSimCommandLine, ScrollSimSwiftUI;  ScrollBenchCore → ScrollSimCommandLine
        // The scenario format and the effects do not know each other: the executables join them.
        //
        // The engine: physics, input, scroll views, views, layout, the frame loop, traces. No file format.
        .target(name: "ScrollSim", swiftSettings: engineSettings),
        // Strategy objects for the seed articles' scroll effects, built on ScrollSim's public API only.
        .target(name: "ScrollEffects", dependencies: ["ScrollSim", "ScrollSimSwiftUI"]),
        // UIKit's names and shapes over the engine, so a UIKit screen's code compiles with only its import
        // line changed: `#if canImport(UIKit) import UIKit #else import ScrollSimUIKit #endif`.
        .target(name: "ScrollSimUIKit", dependencies: ["ScrollSim"]),
        // SwiftUI's names and layout over the engine, hosted by `UIHostingController` (a ScrollSimUIKit view
        // controller), so SwiftUI code compiles with only its import line changed:
        // `#if canImport(SwiftUI) import SwiftUI #else import ScrollSimSwiftUI #endif`.
        .target(name: "ScrollSimSwiftUI", dependencies: ["ScrollSimUIKit", "ScrollSim"]),
        // The scenario JSON format: a strict parser and a decoder with precise errors, and the view
        // hierarchies and gesture scripts it describes, built on the engine's public API.
        .target(name: "ScrollSimScenario", dependencies: ["ScrollSim"]),
        // What both executables share: the command-line rules (ArgumentScanner), the exit codes, the
        // stderr writer. Package-internal: no product, no public API.
        .target(name: "ScrollSimCommandLine"),
        // The `scrollsim` command-line tool.
        .executableTarget(name: "ScrollSimCLI",
                          dependencies: ["ScrollSim", "ScrollEffects", "ScrollSimScenario", "ScrollSimVisualization",
                                         "ScrollSimCommandLine"],
                          swiftSettings: mainActorByDefault),
        // Plots (SVG), trace-viewer timelines (JSON) and HTML replays of runs and benchmark results.
        .target(name: "ScrollSimVisualization", dependencies: ["ScrollSim"]),
        // Heap-allocation counting by interposing malloc; linked into the benchmark only.
        .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
        // The benchmark's pure logic: statistics, options, the JSON report, --compare, the tables.
        .target(name: "ScrollBenchCore", dependencies: ["ScrollSimCommandLine"], path: "Benchmarks/ScrollBenchCore"),
        // The per-frame cost benchmark (run it in release: `swift run -c release ScrollBench`).
        .executableTarget(
            name: "ScrollBench",
            dependencies: ["ScrollSim", "ScrollEffects", "MallocCounter", "ScrollBenchCore", "ScrollSimVisualization",
                           "ScrollSimCommandLine", "ScrollSimSwiftUI"],
            path: "Benchmarks/ScrollBench",
            // The harness's per-frame closures, like the engine's, without the Swift 6 mode run-time
            // actor check (see `engineSettings`), so the harness floor stays what it measures.
            swiftSettings: mainActorByDefault + engineSettings
        ),
        // Test support: independent reference evaluations, seeded random numbers. No test framework.
        .target(name: "ScrollSimTestSupport", dependencies: ["ScrollSim"], path: "Tests/ScrollSimTestSupport"),
        .testTarget(name: "ScrollSimTests", dependencies: ["ScrollSim", "ScrollSimScenario", "ScrollSimTestSupport"], swiftSettings: mainActorByDefault),
        .testTarget(name: "ScrollSimUIKitTests", dependencies: ["ScrollSimUIKit", "ScrollSim", "ScrollSimTestSupport"],
                    swiftSettings: mainActorByDefault),
        .testTarget(name: "ScrollSimSwiftUITests", dependencies: ["ScrollSimSwiftUI", "ScrollSimUIKit", "ScrollSim"],
                    swiftSettings: mainActorByDefault),
        .testTarget(name: "ScrollEffectsTests", dependencies: ["ScrollEffects", "ScrollSim", "ScrollSimTestSupport"], swiftSettings: mainActorByDefault),
        .testTarget(name: "ScrollSimCLITests", dependencies: ["ScrollSim", "ScrollSimScenario", "ScrollSimTestSupport"], swiftSettings: mainActorByDefault),
        .testTarget(name: "ScrollBenchTests", dependencies: ["ScrollBenchCore", "ScrollSimTestSupport"]),
        .testTarget(name: "ScrollSimCommandLineTests", dependencies: ["ScrollSimCommandLine"]),
        .testTarget(name: "ScrollSimVisualizationTests",
                    dependencies: ["ScrollSimVisualization", "ScrollSim", "ScrollSimScenario", "ScrollSimTestSupport"], swiftSettings: mainActorByDefault),
    ],
    swiftLanguageModes: [.v6]
)
