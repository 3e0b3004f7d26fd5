#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

// Seed article 001, first variant: a stretchy table header view. The image's width, centre and bottom
// follow the header view; its height equals the header's plus a constant that grows with the pull:
// `max(offsetY + contentInset.top, contentInset.top)`, `offsetY = -(contentOffset.y + contentInset.top)`.

/// The table header: an image pinned to its bottom that grows upwards when the table is pulled down.
final class StretchyTableHeaderView: UIView {
    let imageView: UIImageView = {
        let imageView = UIImageView()
        imageView.image = UIImage(named: "header")
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        return imageView
    }()
    private(set) var imageViewHeight: NSLayoutConstraint!

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
        addSubview(imageView)
    }

    private func setSubViewLayouts() {
        imageView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            imageView.widthAnchor.constraint(equalTo: widthAnchor),
            imageView.centerXAnchor.constraint(equalTo: centerXAnchor),
            imageView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        imageViewHeight = imageView.heightAnchor.constraint(equalTo: heightAnchor)
        imageViewHeight.isActive = true
    }

    func scrollViewDidScroll(scrollView: UIScrollView) {
        let offsetY = -(scrollView.contentOffset.y + scrollView.contentInset.top)
        imageViewHeight.constant = max(offsetY + scrollView.contentInset.top, scrollView.contentInset.top)
    }
}

/// The screen: a table with the 200-pt stretchy header above its rows.
final class StretchyTableHeaderViewController: UIViewController {
    private lazy var tableViewHeaderView = StretchyTableHeaderView(
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

extension StretchyTableHeaderViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}

extension StretchyTableHeaderViewController: UITableViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let headerView = self.tableView.tableHeaderView as! StretchyTableHeaderView
        headerView.scrollViewDidScroll(scrollView: scrollView)
    }
}
