import Foundation
import Testing

/// The README's "Bring your UIKit screen" sample is the test target's own code: each file below appears in
/// the README as one ```swift block, byte for byte, so the README shows what the tests compile and run.
@Suite("README UIKit sample")
struct ReadmeUIKitSampleTests {
    /// The package's root directory (this file is Tests/ScrollSimUIKitTests/ReadmeUIKitSampleTests.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The contents of the README's fenced ```swift blocks, each without its fences.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil {
                if line == "```swift" { current = [] }
            } else if line == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current!.append(line)
            }
        }
        return blocks
    }

    @Test("the README shows the file verbatim", arguments: [
        "Tests/ScrollSimUIKitTests/Screens/ArticleScreen.swift",
        "Tests/ScrollSimUIKitTests/ArticleScreenTests.swift",
    ])
    func readmeShowsTheFile(_ path: String) throws {
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let file = try String(contentsOf: Self.packageRoot.appendingPathComponent(path), encoding: .utf8)
        #expect(Self.swiftBlocks(in: readme).contains(file), "README.md has no ```swift block equal to \(path)")
    }

    @Test("the block parser finds fenced swift blocks only")
    func blockParser() {
        let markdown = "text\n```swift\nlet a = 1\n\nlet b = 2\n```\n```sh\nls\n```\n```swift\nx\n```\n"
        #expect(Self.swiftBlocks(in: markdown) == ["let a = 1\n\nlet b = 2\n", "x\n"])
    }
}
