import Testing
import ScrollSim
import ScrollSimUIKit

@Test("the article's title fades as the text scrolls")
func articleTitleFades() throws {
    let article = ArticleViewController()
    let simulation = try Simulation(viewController: article)   // an iPhone 15 Pro: 393 × 852 pt, 120 Hz
    try simulation.perform([
        .down(at: CGPoint(x: 200, y: 600)),
        .move(to: CGPoint(x: 200, y: 540), duration: 0.5),     // 60 pt up, slowly: no fling
        .up,
    ])
    simulation.runUntilIdle()
    #expect(article.scrollView.contentOffset.y == 50)         // 60 pt less the 10-pt touch slop
    #expect(article.titleLabel.alpha == 0.5)
}
