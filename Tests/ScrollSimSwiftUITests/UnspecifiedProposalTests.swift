import Testing
@testable import ScrollSimSwiftUI

/// Sizes chosen for proposals with unspecified (`nil`) dimensions, which no parent on main makes yet (a
/// scroll view will): asked of the resolved tree directly. Colours and shapes choose 10 for an unspecified
/// dimension.
@Suite("SwiftUI layout under unspecified proposals: flexible frames and aspect ratios")
struct UnspecifiedProposalTests {
    static func size<V: View>(_ view: V, _ proposal: ProposedViewSize = .unspecified) -> CGSize {
        resolvedNode(of: view).sizeThatFits(proposal)
    }

    @Test("flexible frames: the ideal stands in for the proposal, else the view's own size")
    func flexibleFrames() {
        // Ideal 50 proposed to the colour (clamped by [−, ∞)): 50; max only: min(∞, max(50, 50)).
        #expect(Self.size(Color.red.frame(idealWidth: 50, maxWidth: .infinity)) == CGSize(width: 50, height: 10))
        // min and max without a proposal or ideal: clamp(c = 10, 0, ∞) = 10 (no growth in a scroll view).
        #expect(Self.size(Color.red.frame(minWidth: 0, maxWidth: .infinity)) == CGSize(width: 10, height: 10))
        // min only: max(30, min(10, 10)) = 30; max only: min(5, max(10, 10)) = 5.
        #expect(Self.size(Color.red.frame(minWidth: 30)) == CGSize(width: 30, height: 10))
        #expect(Self.size(Color.red.frame(maxWidth: 5)) == CGSize(width: 5, height: 10))
        // Width: ideal 40 clamped to [20, 30] = 30. Height: no ideal, the colour's 10 clamped to [5, 8] = 8.
        #expect(Self.size(Color.red.frame(minWidth: 20, idealWidth: 40, maxWidth: 30, minHeight: 5, maxHeight: 8))
                == CGSize(width: 30, height: 8))
    }

    @Test("aspect ratios: no proposal fits the ratio into the ideal size; one dimension decides alone")
    func aspectRatios() {
        UIImage.register(named: "unspecified-proposal-tests-wide", size: CGSize(width: 200, height: 100))
        #expect(Self.size(Image("unspecified-proposal-tests-wide").resizable().scaledToFit()) == CGSize(width: 200, height: 100))
        // Ideal 10 × 10, ratio 2 fitted: s = min(10/2, 10) = 5 → 10 × 5; filled: s = 10 → 20 × 10.
        #expect(Self.size(Rectangle().aspectRatio(2, contentMode: .fit)) == CGSize(width: 10, height: 5))
        #expect(Self.size(Rectangle().aspectRatio(2, contentMode: .fill)) == CGSize(width: 20, height: 10))
        // Width 300 only: s = 300/2 = 150; height 90 only: s = 90 → 180 × 90 (fit and fill alike).
        #expect(Self.size(Rectangle().aspectRatio(2, contentMode: .fill), ProposedViewSize(width: 300, height: nil))
                == CGSize(width: 300, height: 150))
        #expect(Self.size(Rectangle().aspectRatio(2, contentMode: .fit), ProposedViewSize(width: nil, height: 90))
                == CGSize(width: 180, height: 90))
    }

    @Test("a non-resizable image ignores every proposal; a resizable one fills the unspecified dimension with its own")
    func imageProposals() {
        UIImage.register(named: "unspecified-proposal-tests-photo", size: CGSize(width: 30, height: 20))
        let image = Image("unspecified-proposal-tests-photo")
        #expect(Self.size(image, .zero) == CGSize(width: 30, height: 20))
        #expect(Self.size(image, .infinity) == CGSize(width: 30, height: 20))
        #expect(Self.size(image.resizable(), ProposedViewSize(width: 70, height: nil)) == CGSize(width: 70, height: 20))
    }
}
