#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// An article whose title fades out over the first 100 pt of scrolling.
final class ArticleViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let titleLabel = UILabel()
    private let body = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        titleLabel.text = "Scrolling, measured"
        titleLabel.font = .boldSystemFont(ofSize: 34)
        for subview in [scrollView, titleLabel] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        body.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(body)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            scrollView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            body.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            body.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            body.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            body.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            body.heightAnchor.constraint(equalToConstant: 3000),
        ])
        scrollView.delegate = self
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        titleLabel.alpha = 1 - min(max(scrollView.contentOffset.y / 100, 0), 1)
    }
}
