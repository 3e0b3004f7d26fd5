import Foundation

// UIKit's IndexPath conveniences (`IndexPath(item:section:)`, `.item`, `.row`, `.section`), which
// Foundation on Linux lacks. A two-element index path is stored inline (no heap allocation).
extension IndexPath {
    /// An index path for item `item` of section `section`, as UIKit's `IndexPath(item:section:)`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// An index path for row `row` of section `section`, as UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section (the first index).
    public var section: Int { self[0] }

    /// The item within the section (the second index).
    public var item: Int { self[1] }

    /// The row within the section (the second index), for lists.
    public var row: Int { self[1] }
}
