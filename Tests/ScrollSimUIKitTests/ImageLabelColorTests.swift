import Testing
import ScrollSimUIKit

/// UIImage placeholders, UILabel's documented measure and UIColor values.
/// Label measure (the engine's Label): width = ceil3(characters · 0.5 · pointSize),
/// height = ceil3(lines · 20.287109375 · pointSize / 17), ceil3(v) = ⌈3v⌉ / 3.
@Suite("UIImage sizes, UILabel intrinsic sizes, UIColor values")
struct ImageLabelColorTests {
    @Test("a registered image name has its size; unknown names get the documented defaults 100 × 100 and 17 × 17")
    func imageSizes() {
        UIImage.register(named: "test-banner", size: CGSize(width: 393, height: 250))
        #expect(UIImage(named: "test-banner")?.size == CGSize(width: 393, height: 250))
        #expect(UIImage(named: "test-never-registered")?.size == CGSize(width: 100, height: 100))
        #expect(UIImage(systemName: "test.never.registered")?.size == CGSize(width: 17, height: 17))
        UIImage.register(systemName: "test.star", size: CGSize(width: 20, height: 19))
        #expect(UIImage(systemName: "test.star")?.size == CGSize(width: 20, height: 19))
        let template = UIImage(systemName: "test.star")?.withRenderingMode(.alwaysTemplate)
        #expect(template?.size == CGSize(width: 20, height: 19))
    }

    @Test("UIImageView(image:) is sized to the image and reports it as its intrinsic size; no image: −1 × −1")
    func imageView() {
        UIImage.register(named: "test-avatar", size: CGSize(width: 40, height: 30))
        let imageView = UIImageView(image: UIImage(named: "test-avatar"))
        #expect(imageView.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(imageView.intrinsicContentSize == CGSize(width: 40, height: 30))
        imageView.image = nil
        #expect(imageView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let empty = UIImageView()
        #expect(empty.image == nil)
        #expect(!empty.isUserInteractionEnabled)
        empty.contentMode = UIView.ContentMode.scaleAspectFit
        #expect(empty.contentMode == .scaleAspectFit)
    }

    @Test("UILabel: 'Hello' at 17 pt is 128/3 × 61/3; bold 20 pt 'Hi' is 20 × 24; body is 17 pt, headline 17 pt semibold")
    func labelSizes() {
        let label = UILabel()
        label.text = "Hello"
        // 5 · 0.5 · 17 = 42.5 → ⌈127.5⌉ / 3 = 128/3; 20.287109375 → ⌈60.86…⌉ / 3 = 61/3.
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.intrinsicContentSize == CGSize(width: 128.0 / 3, height: 61.0 / 3))
        label.text = "Hi"
        label.font = .boldSystemFont(ofSize: 20)
        // 2 · 0.5 · 20 = 20; 20.287109375 · 20 / 17 = 23.867… → ⌈71.6…⌉ / 3 = 24.
        #expect(label.intrinsicContentSize == CGSize(width: 20, height: 24))
        #expect(label.font.weight == .bold)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
        #expect(label.textAlignment == .natural)
        label.textAlignment = NSTextAlignment.center
        #expect(label.textAlignment == .center)
        #expect(label.lineBreakMode == NSLineBreakMode.byTruncatingTail)
        label.adjustsFontForContentSizeCategory = true
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20)) // the content size stays "Large"
    }

    @Test("UIColor: named colours' components, UIColor(white:alpha:), withAlphaComponent, systemBackground is white")
    func colors() {
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor.orange == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor.gray)
        #expect(UIColor.black.withAlphaComponent(0.4) == UIColor(red: 0, green: 0, blue: 0, alpha: 0.4))
        #expect(UIColor.systemBackground == UIColor.white)
        #expect(UIColor.systemBlue == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
        let view = UIView()
        view.backgroundColor = .systemBackground
        #expect(view.backgroundColor == .white)
    }

    @Test("Auto Layout names: priorities' raw values, NSLayoutConstraint.Axis, UIScrollView nested types")
    func layoutNames() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority(rawValue: 999) < .required)
        let axis: NSLayoutConstraint.Axis = .vertical
        let stack = UIStackView()
        stack.axis = axis
        stack.alignment = UIStackView.Alignment.center
        stack.distribution = UIStackView.Distribution.fillEqually
        #expect(stack.axis == .vertical)
        let scrollView = UIScrollView()
        scrollView.contentInsetAdjustmentBehavior = UIScrollView.ContentInsetAdjustmentBehavior.never
        scrollView.decelerationRate = UIScrollView.DecelerationRate.fast
        #expect(scrollView.contentInsetAdjustmentBehavior == .never)
        #expect(scrollView.clipsToBounds)
        #expect(!UIView().clipsToBounds)
    }
}
