import Foundation

/// The compiled solution order of the constraints one view solves for its subviews.
///
/// Built once per structural change (constraints activated/deactivated, subviews added/removed,
/// `translatesAutoresizingMaskIntoConstraints` changed) by propagating "known" anchors in activation
/// order: the container's own anchors and frame-based subviews are known; a constraint with one known side
/// fixes the other; two known anchors of a view on an axis fix the other two; a constraint with both sides
/// known becomes a consistency check. Running it (every layout of the container) evaluates those steps
/// with the current constants — deterministic and allocation-free.
///
/// Slots: `view·8 + axis·4 + slot` with slot 0 min edge, 1 max edge, 2 size, 3 centre; view 0 is the
/// container (in its own bounds coordinates: min 0, max = size), views 1… its subviews.
internal final class ConstraintPlan {
    enum Step {
        /// Loads the 8 slots of a view whose frame is known (the container's bounds or a frame-based view).
        case load(view: Int)
        /// `slots[target] = slots[source] + sign·constant` (source −1: just the constant).
        case assign(target: Int, source: Int, constraint: Int, sign: Double)
        /// Completes an axis of a view from two known slots `a`, `b` (slot numbers 0…3).
        case derive(base: Int, a: Int, b: Int)
        /// Verifies a constraint whose sides were both fixed by other constraints.
        case check(constraint: Int)
    }

    let steps: [Step]
    let constraints: [LayoutConstraint]
    /// Subviews placed by constraints (indices into `views`).
    let constrained: [Int]
    /// Index 0 is unused (the container); 1… are the subviews at build time.
    let views: [View?]
    var slots: [Double]
    /// An error found at build time, reported at every layout until the structure changes.
    let buildError: LayoutError?

    private init(steps: [Step], constraints: [LayoutConstraint], constrained: [Int], views: [View?],
                 buildError: LayoutError?) {
        self.steps = steps
        self.constraints = constraints
        self.constrained = constrained
        self.views = views
        self.slots = [Double](repeating: 0, count: views.count * 8)
        self.buildError = buildError
    }

    /// Compiles the plan for `container`'s subviews.
    static func build(for container: View) -> ConstraintPlan {
        let subviews = container.subviews
        var index: [ObjectIdentifier: Int] = [ObjectIdentifier(container): 0]
        var views: [View?] = [nil]
        for (i, v) in subviews.enumerated() {
            index[ObjectIdentifier(v)] = i + 1
            views.append(v)
        }
        // Gather the constraints this container solves, in the subviews' order then activation order.
        var seen = Set<ObjectIdentifier>()
        var constraints: [LayoutConstraint] = []
        var buildError: LayoutError?
        for v in [container] + subviews {
            for c in v.attachedConstraints where !seen.contains(ObjectIdentifier(c)) {
                seen.insert(ObjectIdentifier(c))
                guard let solver = c.container else {
                    if c.firstItem != nil && buildError == nil { buildError = .unrelatedItems(constraint: c.description) }
                    continue
                }
                if solver === container { constraints.append(c) }
            }
        }
        constraints.sort { $0.activationSequence < $1.activationSequence }
        let constrained = subviews.indices.filter { !subviews[$0].autoresizingFlag }.map { $0 + 1 }
        if constraints.isEmpty && constrained.isEmpty {
            return ConstraintPlan(steps: [], constraints: [], constrained: [], views: views, buildError: buildError)
        }

        var steps: [Step] = [.load(view: 0)]
        var known = [Bool](repeating: false, count: views.count * 8)
        for s in 0..<8 { known[s] = true }
        for i in 1..<views.count where views[i]!.autoresizingFlag {
            steps.append(.load(view: i))
            for s in 0..<8 { known[i * 8 + s] = true }
        }
        func slot(_ view: View?, _ attribute: LayoutAttribute) -> Int {
            index[ObjectIdentifier(view!)]! * 8 + attribute.axis * 4 + attribute.slot
        }
        func markKnown(_ s: Int) {
            known[s] = true
            let base = s - s % 4
            var have: [Int] = []
            for k in 0..<4 where known[base + k] { have.append(k) }
            if have.count == 2 {
                steps.append(.derive(base: base, a: have[0], b: have[1]))
                for k in 0..<4 { known[base + k] = true }
            }
        }
        var used = [Bool](repeating: false, count: constraints.count)
        var progress = true
        while progress {
            progress = false
            for (ci, c) in constraints.enumerated() where !used[ci] {
                let lhs = slot(c.firstItem, c.firstAttribute)
                let rhs = c.secondAttribute.map { slot(c.secondItem, $0) } ?? -1
                let lk = known[lhs], rk = rhs < 0 || known[rhs]
                if lk && rk {
                    steps.append(.check(constraint: ci))
                } else if rk {
                    steps.append(.assign(target: lhs, source: rhs, constraint: ci, sign: 1))
                    markKnown(lhs)
                } else if lk {
                    steps.append(.assign(target: rhs, source: lhs, constraint: ci, sign: -1))
                    markKnown(rhs)
                } else {
                    continue
                }
                used[ci] = true
                progress = true
            }
        }
        if buildError == nil {
            let left = constraints.indices.filter { !used[$0] }.map { constraints[$0].description }
            if !left.isEmpty { buildError = .underdetermined(container: container.name, constraints: left) }
        }
        if buildError == nil {
            for i in constrained {
                for axis in 0..<2 where !known[i * 8 + axis * 4] || !known[i * 8 + axis * 4 + 2] {
                    let names: [LayoutAttribute] = axis == 0 ? [.leading, .trailing, .width, .centerX]
                                                             : [.top, .bottom, .height, .centerY]
                    let have = (0..<4).filter { known[i * 8 + axis * 4 + $0] }.map { names[$0].description }
                    buildError = .missingConstraints(container: container.name, view: views[i]!.name,
                                                     axis: axis == 0 ? "horizontal" : "vertical", known: have)
                    break
                }
                if buildError != nil { break }
            }
        }
        return ConstraintPlan(steps: steps, constraints: constraints, constrained: constrained, views: views,
                              buildError: buildError)
    }

    /// Absolute tolerance of a consistency check, points (far below a pixel at any screen scale).
    static let checkTolerance = 1e-6

    /// Evaluates the plan with the current constants and frames and sets the constrained subviews'
    /// frames. Allocates nothing.
    func run(in container: View) throws(LayoutError) {
        if let buildError { throw buildError }
        // The slots are moved out of the stored property while the steps run (one exclusivity-checked
        // access each way instead of one per slot write), then read through a local reference.
        var solved: [Double] = []
        swap(&solved, &slots)
        var failure: LayoutError?
        do {
            try solve(&solved, in: container)
        } catch {
            failure = error
        }
        swap(&solved, &slots)
        if let failure { throw failure }
        let slots = self.slots
        var m = 0
        while m < constrained.count {
            let i = constrained[m]
            m += 1
            let b = i * 8
            let view = views[i]!
            if slots[b + 2] < -Self.checkTolerance {
                throw .negativeSize(container: container.name, view: view.name, anchor: "width", value: slots[b + 2])
            }
            if slots[b + 6] < -Self.checkTolerance {
                throw .negativeSize(container: container.name, view: view.name, anchor: "height", value: slots[b + 6])
            }
            let frame = CGRect(x: slots[b], y: slots[b + 4], width: max(0, slots[b + 2]), height: max(0, slots[b + 6]))
            if !view.frame.isEqual(to: frame) { view.frame = frame }
        }
    }

    /// Runs the steps on `slots`.
    private func solve(_ slots: inout [Double], in container: View) throws(LayoutError) {
        var n = 0
        while n < steps.count {
            let step = steps[n]
            n += 1
            switch step {
            case let .load(view):
                let size = view == 0 ? container.bounds.size : views[view]!.frame.size
                let origin = view == 0 ? CGPoint.zero : views[view]!.frame.origin
                let b = view * 8
                slots[b] = origin.x; slots[b + 1] = origin.x + size.width
                slots[b + 2] = size.width; slots[b + 3] = origin.x + size.width / 2
                slots[b + 4] = origin.y; slots[b + 5] = origin.y + size.height
                slots[b + 6] = size.height; slots[b + 7] = origin.y + size.height / 2
            case let .assign(target, source, constraint, sign):
                let c = Double(constraints[constraint].constant)
                slots[target] = (source < 0 ? 0 : slots[source]) + sign * c
            case let .derive(base, a, b):
                let va = slots[base + a], vb = slots[base + b]
                var minEdge = 0.0, size = 0.0
                switch (a, b) {
                case (0, 1): minEdge = va; size = vb - va
                case (0, 2): minEdge = va; size = vb
                case (0, 3): minEdge = va; size = 2 * (vb - va)
                case (1, 2): minEdge = va - vb; size = vb
                case (1, 3): size = 2 * (va - vb); minEdge = va - size
                default /* (2, 3) */: size = va; minEdge = vb - va / 2
                }
                slots[base] = minEdge; slots[base + 1] = minEdge + size
                slots[base + 2] = size; slots[base + 3] = minEdge + size / 2
            case let .check(constraint):
                let c = constraints[constraint]
                let lhs = slots[Self.slotIndex(c.firstItem, c.firstAttribute, self, container)]
                let rhs = (c.secondAttribute.map { slots[Self.slotIndex(c.secondItem, $0, self, container)] } ?? 0)
                    + Double(c.constant)
                if abs(lhs - rhs) > Self.checkTolerance {
                    throw .contradiction(container: container.name, constraint: c.description, required: rhs, actual: lhs)
                }
            }
        }
    }

    /// The slot of `view.attribute` (linear search over the few subviews; checks are rare).
    private static func slotIndex(_ view: View?, _ attribute: LayoutAttribute, _ plan: ConstraintPlan, _ container: View) -> Int {
        var i = 0
        if view !== container {
            i = 1
            while i < plan.views.count, plan.views[i] !== view { i += 1 }
        }
        return i * 8 + attribute.axis * 4 + attribute.slot
    }
}

extension View {
    /// Solves the constraints of the subviews now and sets their frames.
    /// - Throws: ``LayoutError`` naming the views and anchors of a missing or contradictory constraint.
    public func solveConstraints() throws {
        if constraintPlan == nil { constraintPlan = ConstraintPlan.build(for: self) }
        try constraintPlan!.run(in: self)
    }

    /// ``solveConstraints()`` from `layoutSubviews()`: the error is handed to the layout pass.
    internal func solveConstraintsReportingErrors() {
        do {
            try solveConstraints()
        } catch let error as LayoutError {
            pendingLayoutError = error
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
    }
}
