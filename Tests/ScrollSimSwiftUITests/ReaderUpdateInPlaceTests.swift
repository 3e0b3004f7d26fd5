import ScrollSim
import ScrollSimSwiftUI
import Testing

/// What a frame drew for the reader's content (the scroll view's second drawn view).
struct ReaderContentState {
    var view: ScrollSim.View
    var name: String
    var frame: CGRect
    var transform: ViewTransform
    var alpha: CGFloat
    var subviews: [ScrollSim.View]
}

@Suite("GeometryReader: a scrolled frame evaluates the content again into the same engine views")
struct ReaderUpdateInPlaceTests {
    static let pull: [[Gesture]] = [[.down(at: CGPoint(x: 200, y: 300)), .move(to: CGPoint(x: 200, y: 600), duration: 0.3), .up]]

    /// How `EffectWrappedReaderScreen`'s green square (100 wide, of the screen's height) is named.
    enum Naming {
        /// Not named: its kind, `Color`.
        case none
        /// By ``View/accessibilityIdentifier(_:)``.
        case identifier
        /// By ``View/id(_:)``.
        case identity
    }

    /// Hosts `EffectWrappedReaderScreen` with the square named by `naming`, pulls the content down and lets
    /// it bounce back, recording each frame.
    static func pulledFrames(_ naming: Naming) throws -> [RecordedFrame<ReaderContentState>] {
        let controller = switch naming {
        case .none: makePlainReaderController()
        case .identifier: makeNamedReaderController()
        case .identity: makeIdentifiedReaderController()
        }
        let (simulation, scrollView) = try hostScrollScreen(controller)
        let frames = try recordFrames(simulation, scrollView, pull) {
            let view = scrollView.subviews[1]
            return ReaderContentState(view: view, name: view.name, frame: view.frame, transform: view.transform,
                                      alpha: view.alpha, subviews: scrollView.subviews)
        }
        #expect(frames.count > 30)
        #expect(frames.contains { $0.offset.y < -100 })      // pulled well past the top …
        #expect(frames.last?.offset.y == -59)                // … and back at rest
        return frames
    }

    /// The content's frame for content offset `y`: 100 wide, `50 + max(0, (100 − y) − 159)` tall, at the
    /// reader's top-leading corner (0, 100).
    static func expectedFrame(offsetY y: CGFloat) -> CGRect {
        CGRect(x: 0, y: 100, width: 100, height: 50 + max(0, (100 - y) - 159))
    }

    /// The name `EffectWrappedReaderScreen` gives the square at content offset `y`.
    static func expectedName(offsetY y: CGFloat) -> String { 100 - y > 159 ? "pulled" : "resting" }

    @Test("every frame of a pull draws into the same views; the effects around the reader apply once, not per frame",
          arguments: [Naming.none, .identifier])
    func sameViewsAndEffectsOnce(naming: Naming) throws {
        let frames = try Self.pulledFrames(naming)
        let first = frames[0].value
        for frame in frames {
            let state = frame.value
            // The same three engine views, in the same order, in every frame.
            #expect(state.subviews.count == 3 && zip(state.subviews, first.subviews).allSatisfy { $0 === $1 },
                    "frame \(frame.frame)")
            #expect(StackLayoutTests.close(state.frame, Self.expectedFrame(offsetY: frame.offset.y)), "frame \(frame.frame)")
            // offset(x: 10) about the square's centre (x 50): translation 50 + 10 − 50; opacity ½ of 1.
            #expect(state.transform == ViewTransform(translationX: 10), "frame \(frame.frame)")
            #expect(state.alpha == 0.5, "frame \(frame.frame)")
            // An accessibility identifier only renames: the view is the same whatever the name.
            let name = naming == .none ? "Color" : Self.expectedName(offsetY: frame.offset.y)
            #expect(state.name == name, "frame \(frame.frame)")
        }
        if naming == .identifier {
            #expect(frames.contains { $0.value.name == "pulled" } && frames.contains { $0.value.name == "resting" })
        }
    }

    @Test("an id that changes with the geometry is a new view: a new engine view exactly when the id changes")
    func changedIdentityMakesNewView() throws {
        let frames = try Self.pulledFrames(.identity)
        var changes = 0
        for (previous, frame) in zip(frames, frames.dropFirst()) {
            let state = frame.value
            #expect(state.name == Self.expectedName(offsetY: frame.offset.y), "frame \(frame.frame)")
            #expect((state.view === previous.value.view) == (state.name == previous.value.name), "frame \(frame.frame)")
            if state.name != previous.value.name { changes += 1 }
            // The bands keep their views; the content is still the only view between them.
            #expect(state.subviews.count == 3 && state.subviews[0] === previous.value.subviews[0]
                    && state.subviews[2] === previous.value.subviews[2], "frame \(frame.frame)")
            #expect(StackLayoutTests.close(state.frame, Self.expectedFrame(offsetY: frame.offset.y)), "frame \(frame.frame)")
            #expect(state.transform == ViewTransform(translationX: 10) && state.alpha == 0.5, "frame \(frame.frame)")
        }
        // Pulled past the top and back: the id went to "pulled" and back to "resting".
        #expect(changes >= 2)
    }
}
