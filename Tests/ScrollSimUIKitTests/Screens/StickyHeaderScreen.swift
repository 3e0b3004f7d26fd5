#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

// Seed article 000: the sticky fading header (the Naver Webtoon top view). A collection view pinned to
// the top of the screen with `contentInset.top` = the header's height, and an image view on top whose
// height constraint and alpha follow `contentOffset.y` in `scrollViewDidScroll(_:)`.

/// The screen: a 250-pt header image over a list of 150-pt cells.
final class StickyHeaderViewController: UIViewController {
    // MARK: Constants
    enum Metric {
        static let headerHeight = 250.0
        static let cellHeight = 150.0
        static let cellSpacing = 4.0
    }

    // MARK: UI
    let collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .vertical
        layout.minimumLineSpacing = Metric.cellSpacing
        layout.minimumInteritemSpacing = 0
        layout.itemSize = .init(width: UIScreen.main.bounds.width, height: Metric.cellHeight)

        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.isScrollEnabled = true
        view.showsHorizontalScrollIndicator = false
        // The indicator would start under the image view: hide it.
        view.showsVerticalScrollIndicator = false
        // Room for the header above the first cell.
        view.contentInset = .init(top: Metric.headerHeight, left: 0, bottom: 0, right: 0)
        view.backgroundColor = .clear
        view.clipsToBounds = true
        view.register(StickyHeaderCell.self, forCellWithReuseIdentifier: StickyHeaderCell.id)
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()

    let headerImageView: UIImageView = {
        let view = UIImageView()
        view.image = UIImage(named: "image")
        // Aspect fill: the width follows the height as it changes.
        view.clipsToBounds = true
        view.contentMode = .scaleAspectFill
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }()

    // MARK: Properties
    private(set) var headerHeightConstraint: NSLayoutConstraint?
    private let items = (1...100).map { "Episode \($0)" }

    // MARK: View Life Cycle
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        [collectionView, headerImageView]
            .forEach(view.addSubview)

        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        headerHeightConstraint = headerImageView.heightAnchor.constraint(equalToConstant: Metric.headerHeight)
        headerHeightConstraint?.isActive = true
        NSLayoutConstraint.activate([
            headerImageView.topAnchor.constraint(equalTo: view.topAnchor),
            headerImageView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerImageView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])

        collectionView.dataSource = self
        collectionView.delegate = self
    }
}

extension StickyHeaderViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: StickyHeaderCell.id, for: indexPath)
        (cell as? StickyHeaderCell)?.prepare(title: items[indexPath.item])
        return cell
    }
}

extension StickyHeaderViewController: UICollectionViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let constraint = headerHeightConstraint else { return }

        let remainingTopSpacing = abs(scrollView.contentOffset.y)
        let lowerThanTop = scrollView.contentOffset.y < 0
        let stopExpandHeaderHeight = scrollView.contentOffset.y > -Metric.headerHeight

        if stopExpandHeaderHeight, lowerThanTop {
            // 1) The header shrinks with the list: the list starts below the top, above the full height.
            collectionView.contentInset = .init(top: remainingTopSpacing, left: 0, bottom: 0, right: 0)
            constraint.constant = remainingTopSpacing
            headerImageView.alpha = remainingTopSpacing / Metric.headerHeight
            view.layoutIfNeeded()
        } else if !lowerThanTop {
            // 2) The list's start is above the top: no header.
            collectionView.contentInset = .zero
            constraint.constant = 0
            headerImageView.alpha = 0
        } else {
            // 3) Pulled down past the full header: it stretches, opaque.
            constraint.constant = remainingTopSpacing
            headerImageView.alpha = 1
        }
    }
}

/// A list cell: a title centred on a grey background.
final class StickyHeaderCell: UICollectionViewCell {
    static let id = "StickyHeaderCell"

    private let titleLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 20)
        label.textColor = .black
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .lightGray
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func prepare(title: String) {
        titleLabel.text = title
    }
}
