import Foundation
import ScrollSim

/// The self-contained HTML replay of a run (`scrollsim replay`): one file with its data, style and
/// script inline (no network, no external script, style or font).
///
/// The page draws every visible view of the current frame as an absolutely positioned box at its
/// recorded window frame (scroll views, headers, cells, images; alpha, scale and blur as recorded, the
/// clip of ancestors that clip), the finger as a dot, and a panel with a scrubber over the frames,
/// play/pause at real speed and at ¼ speed, each scroll view's phase, offset and velocity, and the
/// callbacks fired in the frame. Keys: space, ←/→ (one frame), Home/End, S (speed).
///
/// Checking: opened as `replay.html#frame=N` (optionally `&zoom=1`), the page shows frame N and writes
/// into `<pre id="verification">` a JSON object: the frame, the zoom, the stage's position, every drawn
/// view's rectangle measured from the page (`getBoundingClientRect`, in window points) with its computed
/// opacity and blur radius, the largest
/// difference from the recorded rectangle and any script error. Positions are drawn with CSS transforms
/// (exact), sizes with CSS widths, which Chromium lays out in 1/64-px units: the page's own check
/// allows ``layoutTolerance``.
///
/// Numbers are embedded in shortest round-trip form (`TraceNumber`), so the page draws exactly the
/// recorded doubles.
public struct ReplayPage {
    /// The recording to replay (with its view frames: ``RunRecorder`` with `capturesViews`).
    public var recording: RunRecording

    /// The largest difference, points at zoom 1, between a drawn and a recorded rectangle that the page's
    /// own check accepts: Chromium's layout unit (1/64 px) plus rounding slack.
    public static let layoutTolerance = 0.02

    /// A page replaying `recording`.
    public init(recording: RunRecording) {
        self.recording = recording
    }

    private static func n(_ value: Double) -> String { TraceNumber.format(value) }

    /// The run as the JSON object the page's script reads (`<script type="application/json">`).
    public var dataJSON: String {
        var text = "{\"name\":\(JSONText.string(recording.name)),\"refreshRate\":\(Self.n(recording.refreshRate)),"
        text += "\"window\":[\(Self.n(recording.windowWidth)),\(Self.n(recording.windowHeight))],"
        text += "\"frameCount\":\(recording.frameCount),\"tolerance\":\(Self.n(Self.layoutTolerance)),\n"
        text += "\"views\":[" + recording.views.map { view in
            "[\(JSONText.string(view.name)),\(JSONText.string(view.kind)),\(view.parent.map(String.init) ?? "null")]"
        }.joined(separator: ",") + "],\n"
        text += "\"frames\":[\n" + recording.viewFrames.map { samples in
            "[" + samples.map { s in
                var item = "[\(s.view),\(Self.n(s.x)),\(Self.n(s.y)),\(Self.n(s.width)),\(Self.n(s.height)),"
                item += "\(Self.n(s.alpha)),\(Self.n(s.scale)),\(Self.n(s.blur))"
                if let clip = s.clip {
                    item += ",\(Self.n(clip.x)),\(Self.n(clip.y)),\(Self.n(clip.width)),\(Self.n(clip.height))"
                }
                return item + "]"
            }.joined(separator: ",") + "]"
        }.joined(separator: ",\n") + "],\n"
        text += "\"scrollViews\":[" + recording.scrollViews.map { track in
            "{\"name\":\(JSONText.string(track.name)),\"samples\":[" + track.samples.map { s in
                "[\(s.frame),\(Self.n(s.offsetX)),\(Self.n(s.offsetY)),\(Self.n(s.velocityX)),\(Self.n(s.velocityY)),\(JSONText.string(s.phase))]"
            }.joined(separator: ",") + "]}"
        }.joined(separator: ",\n") + "],\n"
        text += "\"callbacks\":[" + recording.callbacks.map { c in
            "[\(c.frame),\(c.seq),\(JSONText.string(c.view)),\(JSONText.string(c.event)),\(JSONText.string(c.detail))]"
        }.joined(separator: ",\n") + "],\n"
        text += "\"finger\":[" + recording.finger.map { point in
            point.map { "[\(Self.n($0.x)),\(Self.n($0.y))]" } ?? "null"
        }.joined(separator: ",") + "],\n"
        text += "\"phaseColors\":{" + (PlotPalette.phaseOrder + ["idle"]).map {
            "\(JSONText.string($0)):\(JSONText.string(PlotPalette.phaseColor($0)))"
        }.joined(separator: ",") + "},\"unknownPhaseColor\":\(JSONText.string(PlotPalette.unknownPhase))}"
        return text
    }

    /// The HTML file.
    public var html: String {
        ReplayPage.template
            .replacingOccurrences(of: "{{TITLE}}", with: XMLText.escape("ScrollSim replay: " + recording.name))
            .replacingOccurrences(of: "{{DATA}}", with: dataJSON)
    }
}
