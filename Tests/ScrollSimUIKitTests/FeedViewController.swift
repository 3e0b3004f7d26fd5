// A screen written as UIKit code: this file compiles unchanged against UIKit.
#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// A feed screen in the shape of seed article 000: a full-screen collection view whose top content inset
/// leaves room for a 250-pt header image, the header pinned below the safe area, a title on the header.
/// It logs its life-cycle calls in order.
final class FeedViewController: UIViewController {
    private(set) var log: [String] = []
    let layout = UICollectionViewFlowLayout()
    private(set) var collectionView: UICollectionView!
    let headerImageView = UIImageView(image: UIImage(named: "feed-header"))
    let titleLabel = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Feed"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        log.append("loadView")
        view = UIView()
        view.backgroundColor = .systemBackground
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
        layout.itemSize = CGSize(width: 393, height: 80)
        layout.minimumLineSpacing = 10
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.contentInset = UIEdgeInsets(top: 250, left: 0, bottom: 0, right: 0)
        collectionView.alwaysBounceVertical = true
        collectionView.showsVerticalScrollIndicator = false
        collectionView.backgroundColor = .clear
        collectionView.translatesAutoresizingMaskIntoConstraints = false

        headerImageView.contentMode = .scaleAspectFill
        headerImageView.clipsToBounds = true
        headerImageView.translatesAutoresizingMaskIntoConstraints = false

        titleLabel.text = title
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .left
        titleLabel.numberOfLines = 1
        titleLabel.setContentHuggingPriority(.required, for: .vertical)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false

        view.addSubview(collectionView)
        view.addSubview(headerImageView)
        headerImageView.addSubview(titleLabel)

        let headerHeight = headerImageView.heightAnchor.constraint(equalToConstant: 250)
        headerHeight.priority = UILayoutPriority(rawValue: 999)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leftAnchor.constraint(equalTo: view.leftAnchor),
            collectionView.rightAnchor.constraint(equalTo: view.rightAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            headerImageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            headerImageView.leftAnchor.constraint(equalTo: view.leftAnchor),
            headerImageView.rightAnchor.constraint(equalTo: view.rightAnchor),
            headerHeight,
            titleLabel.leftAnchor.constraint(equalTo: headerImageView.layoutMarginsGuide.leftAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: headerImageView.bottomAnchor, constant: -16),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.append("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.append("viewDidLayoutSubviews")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear")
    }
}

/// A child controller that logs its containment calls.
final class BadgeViewController: UIViewController {
    private(set) var log: [String] = []

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.append(parent == nil ? "willMove(nil)" : "willMove(parent)")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.append(parent == nil ? "didMove(nil)" : "didMove(parent)")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear")
    }
}
