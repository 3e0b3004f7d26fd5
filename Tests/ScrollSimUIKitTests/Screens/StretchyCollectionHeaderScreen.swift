#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

// Seed article 001, third variant: a collection view whose flow layout stretches the section header.
// While `contentOffset.y < 0` the header's frame starts at `contentOffset.y` (the top of the visible
// area) and grows by the pull; the layout is invalidated on every bounds change so this runs each frame.

/// The article's flow layout: the section header sticks to the top and stretches when pulled down.
final class StretchyHeaderFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let layoutAttributes = super.layoutAttributesForElements(in: rect)

        layoutAttributes?.forEach { attribute in
            if attribute.representedElementKind == UICollectionView.elementKindSectionHeader {
                guard let collectionView = collectionView else { return }
                let contentOffsetY = collectionView.contentOffset.y

                if contentOffsetY < 0 {
                    let width = collectionView.frame.width
                    let height = attribute.frame.height - contentOffsetY
                    attribute.frame = CGRect(x: 0, y: contentOffsetY, width: width, height: height)
                }
            }
        }

        return layoutAttributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        return true
    }
}

/// The section header: an image filling it.
final class StretchyCollectionHeaderView: UICollectionReusableView {
    static let id = "StretchyCollectionHeaderView"

    let imageView: UIImageView = {
        let imageView = UIImageView()
        imageView.image = UIImage(named: "header")
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.translatesAutoresizingMaskIntoConstraints = false
        return imageView
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: topAnchor),
            imageView.leadingAnchor.constraint(equalTo: leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: trailingAnchor),
            imageView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A grid cell.
final class StretchyCollectionCell: UICollectionViewCell {
    static let id = "StretchyCollectionCell"

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .lightGray
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The screen: a 200-pt stretchy section header above two columns of square cells.
final class StretchyCollectionHeaderViewController: UIViewController {
    static let headerHeight: CGFloat = 200

    private(set) lazy var collectionView: UICollectionView = {
        let layout = StretchyHeaderFlowLayout()
        layout.headerReferenceSize = CGSize(width: view.bounds.width, height: Self.headerHeight)
        layout.itemSize = CGSize(width: (view.bounds.width - 4) / 2, height: (view.bounds.width - 4) / 2)
        layout.minimumInteritemSpacing = 4
        layout.minimumLineSpacing = 4
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.backgroundColor = .white
        collectionView.register(StretchyCollectionCell.self, forCellWithReuseIdentifier: StretchyCollectionCell.id)
        collectionView.register(StretchyCollectionHeaderView.self,
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: StretchyCollectionHeaderView.id)
        return collectionView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        collectionView.dataSource = self
    }
}

extension StretchyCollectionHeaderViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        40
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: StretchyCollectionCell.id, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: StretchyCollectionHeaderView.id,
                                                        for: indexPath)
    }
}
