#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// What a `GeometryReader` saw the last time its content was built: its frame in each coordinate space,
/// and how many times its content was built.
@MainActor
final class GeometryProbe {
    var global = CGRect.zero, local = CGRect.zero, scrollView = CGRect.zero
    var content = CGRect.zero, screen = CGRect.zero, legacyGlobal = CGRect.zero
    var evaluations = 0

    func record(_ proxy: GeometryProxy) {
        global = proxy.frame(in: .global)
        local = proxy.frame(in: .local)
        scrollView = proxy.frame(in: .scrollView)
        content = proxy.frame(in: .named("content"))
        screen = proxy.frame(in: .named("screen"))
        legacyGlobal = proxy.frame(in: CoordinateSpace.global)
        evaluations += 1
    }
}

/// A vertical scroll view: a 100-pt red band, a 200-pt reader (green), a 1000-pt blue band; the stack
/// names its space "content", the scroll view "screen".
struct ReaderScreen: View {
    let probe: GeometryProbe

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 100)
                GeometryReader { proxy in
                    let _ = probe.record(proxy)
                    Color.green
                }
                .frame(height: 200)
                Color.blue.frame(height: 1000)
            }
            .coordinateSpace(name: "content")
        }
        .coordinateSpace(.named("screen"))
    }
}

/// Two bands in a scroll view, nothing that depends on layout.
struct BandsScreen: View {
    var body: some View {
        ScrollView(showsIndicators: false) {
            VStack(spacing: 0) {
                Color.red.frame(height: 400)
                Color.blue.frame(height: 600)
            }
        }
    }
}

/// A narrow text in a scroll view, and a horizontal scroll view of two squares.
struct NarrowContentScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                Color.red.frame(width: 100, height: 50)
            }
            .frame(height: 200)
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    Color.green.frame(width: 300, height: 80)
                    Color.blue.frame(width: 300, height: 80)
                }
            }
            .frame(height: 100)
        }
    }
}

/// A coloured square whose size is a parameter (for replacing the root view).
struct Swatch: View {
    let width: CGFloat
    let showsBadge: Bool

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: width, height: 10)
            if showsBadge {
                Rectangle().frame(width: 5, height: 5)
            }
            Text("Swatch")
        }
    }
}

/// A red 100 × 50 rectangle moved, scaled about its top-leading corner and blurred, above a blue one.
struct EffectsScreen: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 50)
                .offset(x: 10, y: 20)
                .scaleEffect(2, anchor: .topLeading)
                .blur(radius: 3)
            Color.blue.frame(width: 100, height: 50)
                .scaleEffect(x: 0.5, y: 3)
                .offset(CGSize(width: -5, height: 0))
        }
    }
}

/// A reader filling the screen whose content is a bar half its width, and a second view overlaid.
struct HalfBarScreen: View {
    var body: some View {
        GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: 10)
            Rectangle().frame(width: 20, height: proxy.frame(in: .local).height / 4)
        }
    }
}

/// A vertical scroll view holding a 100-pt band and a horizontal scroll view (named "row") whose content
/// holds a reader after a 300-pt band.
struct NestedReaderScreen: View {
    let probe: GeometryProbe

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 100)
                ScrollView(.horizontal) {
                    HStack(spacing: 0) {
                        Color.green.frame(width: 300, height: 50)
                        GeometryReader { proxy in
                            let _ = probe.record(proxy)
                            Color.blue
                        }
                        .frame(width: 200, height: 50)
                    }
                }
                .frame(height: 50)
                Color.gray.frame(height: 1000)
            }
        }
    }
}

/// A reader whose content gains a 10-pt bar above a green band while the content is pulled down past
/// minY 100.
struct ToggleReaderScreen: View {
    var body: some View {
        ScrollView {
            GeometryReader { proxy in
                let pulled = proxy.frame(in: .global).minY > 100
                VStack(spacing: 0) {
                    if pulled {
                        Rectangle().frame(height: 10)
                    }
                    Color.green.frame(height: 20)
                }
            }
            .frame(height: 300)
        }
    }
}
