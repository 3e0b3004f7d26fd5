extension RunRecording.ScrollTrack {
    /// A run of consecutive samples in one phase.
    public struct PhaseRun: Equatable, Sendable {
        /// The phase's name.
        public var phase: String
        /// The first and last frame of the run (inclusive).
        public var firstFrame: Int, lastFrame: Int
    }

    /// The track cut into runs of one phase each, in time order (idle included).
    public var phaseRuns: [PhaseRun] {
        var runs: [PhaseRun] = []
        for sample in samples {
            if var last = runs.last, last.phase == sample.phase, last.lastFrame + 1 == sample.frame {
                last.lastFrame = sample.frame
                runs[runs.count - 1] = last
            } else {
                runs.append(PhaseRun(phase: sample.phase, firstFrame: sample.frame, lastFrame: sample.frame))
            }
        }
        return runs
    }
}

extension RunRecording {
    /// The phases that occur (idle left out): ``PlotPalette/phaseOrder`` first, then unknown ones in order
    /// of first appearance.
    public var phasesPresent: [String] {
        var seen: [String] = []
        for track in scrollViews {
            for sample in track.samples where sample.phase != "idle" && !seen.contains(sample.phase) {
                seen.append(sample.phase)
            }
        }
        let known = PlotPalette.phaseOrder.filter { seen.contains($0) }
        return known + seen.filter { !PlotPalette.phaseOrder.contains($0) }
    }
}
