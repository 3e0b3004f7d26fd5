import Foundation
import Testing
import ScrollEffects
import ScrollSimTestSupport

/// The registry declares each scene's parameters once; these tests pin them to the seed articles' own
/// numbers (the articles' code, <doc:SeedArticles>), written out here by hand.
@Suite("Effect registry: the articles' scenes and their parameters")
struct EffectRegistryTests {
    /// Each scene's defaults as the articles give them (viewport 390 × 844 for all).
    static let articleNumbers: [String: [String: Double]] = [
        "sticky-header-fade": ["headerHeight": 250, "itemHeight": 150, "lineSpacing": 4, "itemCount": 30,
                               "imageWidth": 390, "imageHeight": 250],
        "stretchy-header-table": ["headerHeight": 200, "rowHeight": 44, "rowCount": 50, "contentInsetTop": 0,
                                  "imageWidth": 390, "imageHeight": 200],
        "stretchy-header-container": ["headerHeight": 200, "rowHeight": 44, "rowCount": 50, "contentInsetTop": 0,
                                      "imageWidth": 390, "imageHeight": 200],
        "stretchy-header-flow-layout": ["headerHeight": 200, "itemHeight": 150, "lineSpacing": 4, "itemCount": 30],
        "parallax-header": ["headerHeight": 400, "contentHeight": 1200, "imageWidth": 400, "imageHeight": 400],
        "nested-scroll-gate-top": ["topViewHeight": 500, "topMargin": 56, "tableHeight": 1200, "rowCount": 501,
                                   "rowHeight": 44],
        "nested-scroll-gate-bottom": ["topViewHeight": 500, "tableHeight": 1200, "rowCount": 501, "rowHeight": 44],
    ]

    @Test("every scene's defaults are the article's numbers, parameters sorted by name")
    func defaultsAreTheArticlesNumbers() {
        #expect(EffectRegistry.sceneNames == ["sticky-header-fade", "stretchy-header-table", "stretchy-header-container",
                                              "stretchy-header-flow-layout", "parallax-header", "swiftui-parallax-header",
                                              "nested-scroll-gate-top", "nested-scroll-gate-bottom"])
        for scene in EffectRegistry.scenes {
            var expected = Self.articleNumbers[scene.name] ?? [:]
            expected["viewportWidth"] = 390
            expected["viewportHeight"] = 844
            var declared: [String: Double] = [:]
            for parameter in scene.parameters { declared[parameter.name] = parameter.defaultValue }
            #expect(declared == expected, "\(scene.name)")
            #expect(scene.parameters.map(\.name) == expected.keys.sorted(), "\(scene.name)")
        }
    }

    @Test("counts are whole, only the content inset may be negative, viewport and header must be positive")
    func domains() throws {
        let table = try #require(EffectRegistry.scene(named: "stretchy-header-table"))
        #expect(table.parameter(named: "rowCount")?.domain == .count)
        #expect(table.parameter(named: "contentInsetTop")?.range == -1e7...1e7)
        #expect(table.parameter(named: "headerHeight")?.domain == .positiveLength)
        #expect(table.parameter(named: "viewportWidth")?.domain == .positiveLength)
        #expect(table.parameter(named: "rowHeight")?.range == 0...1e7)
        #expect(throws: EffectFactoryError.self) { try table.makeScene(parameters: ["rowCount": 2.5]) }
        #expect(throws: EffectFactoryError.self) { try table.makeScene(parameters: ["rowHeight": -1]) }
        _ = try table.makeScene(parameters: ["contentInsetTop": -20])
    }

    @Test("the attachable effects are seed 004's two gates; their view parameters are required, topMargin defaults to 56")
    func attachableEffects() throws {
        #expect(EffectRegistry.effectNames == ["nested-scroll-gate-top", "nested-scroll-gate-bottom"])
        let top = try #require(EffectRegistry.effect(named: "nested-scroll-gate-top"))
        #expect(top.parameters.map(\.name) == ["inner", "topView", "topMargin"])
        #expect(top.parameter(named: "inner")?.defaultValue == nil)
        #expect(top.parameter(named: "topMargin")?.defaultValue == 56)
        let bottom = try #require(EffectRegistry.effect(named: "nested-scroll-gate-bottom"))
        #expect(bottom.parameters.map(\.name) == ["inner"])
    }

    @Test("the format reference's scene table lists every registered scene with its article and defaults")
    func sceneTableMatchesTheRegistry() throws {
        var documented: [String: (article: String, parameters: [String: Double])] = [:]
        for row in try FormatReference.tableRows(under: "Scenes") where row.count == 4 {
            let name = row[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            var parameters: [String: Double] = [:]
            if row[2].hasPrefix("as `") {
                let other = row[2].dropFirst(4).prefix { $0 != "`" }
                parameters = try #require(documented[String(other)]).parameters
            } else if row[2] != "–" {
                for pair in row[2].components(separatedBy: ", ") {
                    let parts = pair.split(separator: " ")
                    parameters[String(parts[0])] = Double(String(parts[1]))
                }
            }
            documented[name] = (row[1], parameters)
        }
        #expect(Set(documented.keys) == Set(EffectRegistry.sceneNames))
        for scene in EffectRegistry.scenes {
            var declared: [String: Double] = [:]
            for parameter in scene.parameters where !parameter.name.hasPrefix("viewport") {
                declared[parameter.name] = parameter.defaultValue
            }
            #expect(documented[scene.name]?.article == scene.article, "\(scene.name)")
            #expect(documented[scene.name]?.parameters == declared, "\(scene.name)")
        }
    }

    @Test("the format reference's effect table lists every attachable effect and names each of its parameters")
    func effectTableMatchesTheRegistry() throws {
        let rows = try FormatReference.tableRows(under: "Effects").filter { $0.count == 2 }
        #expect(rows.map { $0[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")) } == EffectRegistry.effectNames)
        for (row, effect) in zip(rows, EffectRegistry.effects) {
            for parameter in effect.parameters {
                #expect(row[1].contains("`\(parameter.name)`"), "\(effect.name): \(parameter.name)")
            }
        }
    }
}

