#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

// Seed article 001, second variant: the stretchy table header with the image inside a container view.
// Pulled down, the image grows upwards out of the unclipped container; scrolled up, the container clips
// and the image's bottom moves down by half the scroll, so the image leaves at half speed.

/// The table header: a container the size of the header, holding the image pinned to its bottom.
final class StretchyContainerHeaderView: UIView {
    let containerView = UIView()
    let imageView: UIImageView = {
        let imageView = UIImageView()
        imageView.image = UIImage(named: "header")
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        return imageView
    }()
    private(set) var imageViewHeight: NSLayoutConstraint!
    private(set) var imageViewBottom: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        setSubViews()
        setSubViewLayouts()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setSubViews() {
        backgroundColor = .white
        addSubview(containerView)
        containerView.addSubview(imageView)
    }

    private func setSubViewLayouts() {
        containerView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            containerView.widthAnchor.constraint(equalTo: widthAnchor),
            containerView.centerXAnchor.constraint(equalTo: centerXAnchor),
            containerView.heightAnchor.constraint(equalTo: heightAnchor),
            containerView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])

        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.widthAnchor.constraint(equalTo: containerView.widthAnchor).isActive = true
        imageViewBottom = imageView.bottomAnchor.constraint(equalTo: containerView.bottomAnchor)
        imageViewBottom.isActive = true
        imageViewHeight = imageView.heightAnchor.constraint(equalTo: containerView.heightAnchor)
        imageViewHeight.isActive = true
    }

    func scrollViewDidScroll(scrollView: UIScrollView) {
        let offsetY = -(scrollView.contentOffset.y + scrollView.contentInset.top)
        containerView.clipsToBounds = offsetY <= 0
        imageViewBottom.constant = offsetY >= 0 ? 0 : -offsetY / 2
        imageViewHeight.constant = max(offsetY + scrollView.contentInset.top, scrollView.contentInset.top)
    }
}

/// The screen: a table with the 200-pt container header above its rows.
final class StretchyContainerHeaderViewController: UIViewController {
    private lazy var tableViewHeaderView = StretchyContainerHeaderView(
        frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 200))

    let tableView = UITableView(frame: .zero, style: .plain)
    private let items = (0..<50).map { "Row \($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        tableView.tableHeaderView = tableViewHeaderView
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.delegate = self
    }
}

extension StretchyContainerHeaderViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}

extension StretchyContainerHeaderViewController: UITableViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let headerView = tableView.tableHeaderView as? StretchyContainerHeaderView else { return }
        headerView.scrollViewDidScroll(scrollView: scrollView)
    }
}
