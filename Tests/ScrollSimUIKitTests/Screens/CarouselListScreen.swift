#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

// A feed: a horizontal carousel of cards in the first row of a vertical list, pull to refresh on the
// list, and selection in both (a tapped row, a tapped card).

/// A card of the carousel.
final class CarouselCardCell: UICollectionViewCell {
    static let id = "CarouselCardCell"

    let titleLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .lightGray
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The list row that holds the carousel: a horizontally scrolling collection view of cards.
final class CarouselTableViewCell: UITableViewCell {
    static let id = "CarouselTableViewCell"
    static let cardSize = CGSize(width: 140, height: 180)
    static let cardSpacing: CGFloat = 12
    static let sideInset: CGFloat = 16
    static let rowHeight: CGFloat = 200

    let collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CarouselTableViewCell.cardSize
        layout.minimumLineSpacing = CarouselTableViewCell.cardSpacing
        layout.sectionInset = UIEdgeInsets(top: 10, left: CarouselTableViewCell.sideInset,
                                           bottom: 10, right: CarouselTableViewCell.sideInset)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.backgroundColor = .white
        collectionView.register(CarouselCardCell.self, forCellWithReuseIdentifier: CarouselCardCell.id)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        return collectionView
    }()

    var cards: [String] = [] {
        didSet { collectionView.reloadData() }
    }
    /// Called with the index of a tapped card.
    var onSelectCard: ((Int) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        contentView.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: contentView.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

extension CarouselTableViewCell: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        cards.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CarouselCardCell.id, for: indexPath)
        (cell as? CarouselCardCell)?.titleLabel.text = cards[indexPath.item]
        return cell
    }
}

extension CarouselTableViewCell: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        onSelectCard?(indexPath.item)
    }
}

/// The screen: section 0 is the carousel row, section 1 the feed's rows; pull to refresh reloads the feed.
final class CarouselListViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let refreshControl = UIRefreshControl()

    private(set) var cards = (1...12).map { "Card \($0)" }
    private(set) var rows = (1...40).map { "Story \($0)" }
    /// What the user did, in order (for the screen's own bookkeeping, and for tests).
    private(set) var selectedRows: [IndexPath] = []
    private(set) var selectedCards: [Int] = []
    private(set) var refreshCount = 0

    static let rowHeight: CGFloat = 64

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(tableView)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        tableView.register(CarouselTableViewCell.self, forCellReuseIdentifier: CarouselTableViewCell.id)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "story")
        tableView.dataSource = self
        tableView.delegate = self

        refreshControl.addAction(UIAction { [weak self] _ in
            self?.refresh()
        }, for: .valueChanged)
        tableView.refreshControl = refreshControl
    }

    private func refresh() {
        refreshCount += 1
        rows.insert("New story \(refreshCount)", at: 0)
        tableView.reloadData()
        refreshControl.endRefreshing()
    }
}

extension CarouselListViewController: UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 1 : rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: CarouselTableViewCell.id, for: indexPath)
            if let carousel = cell as? CarouselTableViewCell {
                carousel.cards = cards
                carousel.onSelectCard = { [weak self] index in self?.selectedCards.append(index) }
            }
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "story", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

extension CarouselListViewController: UITableViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 0 ? CarouselTableViewCell.rowHeight : Self.rowHeight
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedRows.append(indexPath)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
