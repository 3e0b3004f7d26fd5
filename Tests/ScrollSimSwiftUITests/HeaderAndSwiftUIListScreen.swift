#if canImport(SwiftUI)
import SwiftUI
#else
import ScrollSimSwiftUI
#endif

/// Two bands, 400 and 600 pt tall, in a SwiftUI scroll view.
struct TwoBandList: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                Color.red.frame(height: 400)
                Color.blue.frame(height: 600)
            }
        }
    }
}

/// A UIKit screen as a developer writes it: a 200-pt header view on top and, below it, a SwiftUI list in a
/// child `UIHostingController` whose view the parent frames in `viewDidLayoutSubviews`.
final class HeaderAndSwiftUIListViewController: UIViewController {
    let header = UIView()
    let list = UIHostingController(rootView: TwoBandList())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(header)
        addChild(list)
        view.addSubview(list.view)
        list.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 200)
        list.view.frame = CGRect(x: 0, y: 200, width: view.bounds.width, height: view.bounds.height - 200)
    }
}
