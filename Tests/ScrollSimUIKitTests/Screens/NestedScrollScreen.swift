#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

// Seed article 004: a table view inside a scroll view. The outer scroll view (bounces off) holds a
// vertical stack: a 500-pt empty view, then a 1200-pt table of 501 rows that starts with scrolling
// disabled. The outer's `scrollViewDidScroll(_:)` opens the inner one behind a gate: either once the
// outer has scrolled past the empty view less a 56-pt top margin, or once it reached its bottom.

/// The screen, with the article's two gates.
final class NestedScrollViewController: UIViewController {
    /// When the inner table may scroll.
    enum Gate {
        /// Once the outer scrolled past the empty view less the top margin: `emptyView.height − 56 − offset.y < 0`.
        case topSpacing
        /// Once the outer reached its bottom: `offset.y ≥ contentSize.height − frame.height`.
        case bottomReached
    }

    let gate: Gate

    let scrollView: UIScrollView = {
        let view = UIScrollView()
        view.bounces = false
        view.backgroundColor = .lightGray.withAlphaComponent(0.2)
        return view
    }()
    let emptyView = UIView()
    private let stackView: UIStackView = {
        let view = UIStackView()
        view.axis = .vertical
        return view
    }()
    let tableView: UITableView = {
        let view = UITableView()
        view.bounces = false
        view.backgroundColor = .lightGray
        // The outer scrolls first: the inner is switched on by the gate.
        view.isScrollEnabled = false
        return view
    }()

    private let items = (0...500).map(String.init)

    init(gate: Gate) {
        self.gate = gate
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        view.addSubview(scrollView)
        scrollView.addSubview(stackView)
        stackView.addArrangedSubview(emptyView)
        stackView.addArrangedSubview(tableView)

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stackView.translatesAutoresizingMaskIntoConstraints = false
        emptyView.translatesAutoresizingMaskIntoConstraints = false
        tableView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            stackView.topAnchor.constraint(equalTo: scrollView.topAnchor),
            stackView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            stackView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),

            emptyView.heightAnchor.constraint(equalToConstant: 500),
            tableView.heightAnchor.constraint(equalToConstant: 1200),
        ])

        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self

        scrollView.delegate = self
        tableView.delegate = self
    }
}

extension NestedScrollViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}

extension NestedScrollViewController: UITableViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView == self.scrollView else { return }
        switch gate {
        case .topSpacing:
            let topMargin = 56.0
            let topSpacing = emptyView.bounds.height - topMargin
            // Scrolled past the empty view (less the margin): the table scrolls.
            let shouldOnScroll = topSpacing - scrollView.contentOffset.y < 0
            tableView.isScrollEnabled = shouldOnScroll
        case .bottomReached:
            let remainingScrollHeight = scrollView.contentSize.height - scrollView.frame.size.height
            let isBottomReached = scrollView.contentOffset.y >= remainingScrollHeight
            tableView.isScrollEnabled = isBottomReached
        }
    }
}
