import Foundation
import ScrollSim

/// A self-sizing list cell in the shape of a typical feed row, laid out by Auto Layout: a 40×40
/// image, and a vertical stack view of a one-line title and a wrapping subtitle. Seven constraints of
/// its own (image leading/top; stack leading/trailing/top; the cell's bottom ≥ both), the stack's eight
/// (UISV-canvas-connection, spacing, alignment) and the content-size constraints of the image and the
/// labels. Texts come from fixed tables, so configuring a cell allocates nothing.
final class BenchSelfSizingCell: CollectionViewCell {
    let image = ImageView(imageSize: CGSize(width: 40, height: 40), name: "avatar")
    let title = Label(name: "title")
    let subtitle = Label(name: "subtitle")
    let stack = StackView(name: "texts")

    static let titles = ["Ada Lovelace", "Grace Hopper", "Edsger Dijkstra", "Barbara Liskov", "Donald Knuth",
                         "Frances Allen", "Tony Hoare", "Margaret Hamilton"]
    static let subtitles: [String] = (0..<16).map { i in
        String(repeating: "lorem ipsum ", count: 2 + (i * 5) % 17)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        stack.axis = .vertical
        stack.spacing = 4
        subtitle.fontSize = 15
        subtitle.numberOfLines = 0
        subtitle.preferredMaxLayoutWidth = 390 - 16 - 40 - 12 - 16
        stack.addArrangedSubview(title)
        stack.addArrangedSubview(subtitle)
        addSubview(image)
        addSubview(stack)
        image.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            image.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            stack.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            bottomAnchor.constraint(greaterThanOrEqualTo: stack.bottomAnchor, constant: 12),
            bottomAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor, constant: 12),
        ])
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows row `row`'s texts.
    func configure(row: Int) {
        title.text = Self.titles[row % Self.titles.count]
        subtitle.text = Self.subtitles[(row &* 7) % Self.subtitles.count]
    }

    /// The cell's height for a 390-pt list (compressed fitting).
    func fit() -> CGSize {
        systemLayoutSizeFitting(CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
                                verticalFittingPriority: .fittingSizeLevel)
    }
}

/// The data source of the self-sizing list: `count` rows of ``BenchSelfSizingCell``.
final class BenchSelfSizingDataSource: CollectionViewDataSource {
    static let reuseIdentifier = "selfSizing"
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.reuseIdentifier, for: indexPath)
        (cell as! BenchSelfSizingCell).configure(row: indexPath.item)
        return cell
    }
}

/// The same row with exactly ten constraints of its own and no stack view (the "10-constraint cell" of
/// the cold-layout target): image leading/top; title leading/trailing/top; subtitle leading/trailing/
/// top; the cell's bottom ≥ subtitle and image. Plus the content-size constraints of the three views.
final class BenchTenConstraintCell: CollectionViewCell {
    let image = ImageView(imageSize: CGSize(width: 40, height: 40), name: "avatar")
    let title = Label(name: "title")
    let subtitle = Label(name: "subtitle")

    override init(frame: CGRect) {
        super.init(frame: frame)
        subtitle.fontSize = 15
        subtitle.numberOfLines = 0
        subtitle.preferredMaxLayoutWidth = 390 - 16 - 40 - 12 - 16
        for v in [image, title, subtitle] as [View] {
            addSubview(v)
            v.translatesAutoresizingMaskIntoConstraints = false
        }
        LayoutConstraint.activate([
            image.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            image.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
            title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            bottomAnchor.constraint(greaterThanOrEqualTo: subtitle.bottomAnchor, constant: 12),
            bottomAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor, constant: 12),
        ])
    }

    required init?(coder: NSCoder) {
        return nil
    }

    func configure(row: Int) {
        title.text = BenchSelfSizingCell.titles[row % BenchSelfSizingCell.titles.count]
        subtitle.text = BenchSelfSizingCell.subtitles[(row &* 7) % BenchSelfSizingCell.subtitles.count]
    }

    func fit() -> CGSize {
        systemLayoutSizeFitting(CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
                                verticalFittingPriority: .fittingSizeLevel)
    }
}
