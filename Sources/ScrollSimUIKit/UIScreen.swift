import ScrollSim

/// UIKit's `UIScreen`: the display a window is on, here one of a list of iPhone screens (``Device``).
///
/// ``main`` is an iPhone 15 Pro class screen by default (393 × 852 points, @3x, 120 Hz, safe area top 59 and
/// bottom 34). Choose another device for a test by replacing it before creating windows:
/// ```swift
/// UIScreen.main = UIScreen(device: .iPhoneSE3)
/// ```
/// or give one window its own screen (`window.screen = UIScreen(device: .iPhone16Pro)`). Portrait only.
@MainActor
public final class UIScreen {
    /// The screen windows and view controllers use unless told otherwise, as UIKit's `UIScreen.main`
    /// (settable here, to choose the simulated device; default ``Device/iPhone15Pro``).
    public static var main = UIScreen(device: .iPhone15Pro)

    /// The device whose screen this is.
    public let device: Device

    /// A screen of `device`.
    public init(device: Device) {
        self.device = device
    }

    /// The screen's rectangle in points, origin zero (portrait), as `UIScreen.bounds`.
    public var bounds: CGRect { CGRect(origin: .zero, size: device.size) }
    /// Pixels per point, as `UIScreen.scale`.
    public var scale: CGFloat { device.scale }
    /// Pixels per point of the panel, as `UIScreen.nativeScale` (the same as ``scale`` on these devices).
    public var nativeScale: CGFloat { device.scale }
    /// The screen's rectangle in pixels, as `UIScreen.nativeBounds`.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: device.size.width * device.scale, height: device.size.height * device.scale)
    }
    /// The highest refresh rate, frames per second, as `UIScreen.maximumFramesPerSecond`.
    public var maximumFramesPerSecond: Int { device.maximumFramesPerSecond }

    /// An iPhone screen in portrait: size, scale, refresh rate and the safe area a full-screen window gets.
    ///
    /// Sources: sizes are Apple's technical specifications (pixels ÷ scale); refresh rates from Apple's
    /// "Optimizing ProMotion refresh rates for iPhone 13 Pro and iPad Pro" (120 Hz ProMotion on Pro models,
    /// 60 Hz on the others); safe areas are public measurements reproduced in device presets (59/34 on
    /// 393-point phones, 62/34 on the 16 Pro; the 16 Pro Max's 62 is uncertain; the SE's 20-point status
    /// bar and no home indicator).
    public struct Device: Sendable, Equatable {
        /// A display name, e.g. `"iPhone 15 Pro"`.
        public var name: String
        /// Points, portrait.
        public var size: CGSize
        /// Pixels per point.
        public var scale: CGFloat
        /// Frames per second at most.
        public var maximumFramesPerSecond: Int
        /// The safe area of a window filling the screen, points from each edge (portrait).
        public var safeAreaInsets: EdgeInsets

        /// A device with the given screen.
        public init(name: String, size: CGSize, scale: CGFloat, maximumFramesPerSecond: Int, safeAreaInsets: EdgeInsets) {
            self.name = name
            self.size = size
            self.scale = scale
            self.maximumFramesPerSecond = maximumFramesPerSecond
            self.safeAreaInsets = safeAreaInsets
        }

        /// iPhone 15 Pro (and 14 Pro): 393 × 852 pt @3x (1179 × 2556 px), 120 Hz, safe area 59 / 34.
        public static let iPhone15Pro = Device(name: "iPhone 15 Pro", size: CGSize(width: 393, height: 852), scale: 3,
                                               maximumFramesPerSecond: 120,
                                               safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        /// iPhone 15 and iPhone 16: 393 × 852 pt @3x, 60 Hz, safe area 59 / 34.
        public static let iPhone15 = Device(name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3,
                                            maximumFramesPerSecond: 60,
                                            safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        /// iPhone 16 Pro: 402 × 874 pt @3x (1206 × 2622 px), 120 Hz, safe area 62 / 34.
        public static let iPhone16Pro = Device(name: "iPhone 16 Pro", size: CGSize(width: 402, height: 874), scale: 3,
                                               maximumFramesPerSecond: 120,
                                               safeAreaInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        /// iPhone 16 Pro Max: 440 × 956 pt @3x (1320 × 2868 px), 120 Hz, safe area 62 / 34 (top uncertain:
        /// presets disagree between 59 and 62).
        public static let iPhone16ProMax = Device(name: "iPhone 16 Pro Max", size: CGSize(width: 440, height: 956),
                                                  scale: 3, maximumFramesPerSecond: 120,
                                                  safeAreaInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        /// iPhone 15 Plus and 16 Plus: 430 × 932 pt @3x (1290 × 2796 px), 60 Hz, safe area 59 / 34.
        public static let iPhone15Plus = Device(name: "iPhone 15 Plus", size: CGSize(width: 430, height: 932), scale: 3,
                                                maximumFramesPerSecond: 60,
                                                safeAreaInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        /// iPhone SE (3rd generation): 375 × 667 pt @2x (750 × 1334 px), 60 Hz, safe area 20 (status bar) / 0.
        public static let iPhoneSE3 = Device(name: "iPhone SE (3rd generation)", size: CGSize(width: 375, height: 667),
                                             scale: 2, maximumFramesPerSecond: 60,
                                             safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))

        /// Every device above, in declaration order.
        public static let all: [Device] = [.iPhone15Pro, .iPhone15, .iPhone16Pro, .iPhone16ProMax, .iPhone15Plus, .iPhoneSE3]
    }
}
