import Foundation
import Testing
@testable import ScrollSim
import ScrollSimTestSupport

/// The trace writer's own shortest round-trip formatter writes exactly the bytes of the standard
/// library's `Double.description` (an independent implementation: the expectation of every check here),
/// reads back to the same bits, and rests on a table and logarithm approximations that are recomputed
/// here exactly.
@Suite("Shortest round-trip decimal formatting")
struct ShortestDecimalTests {
    /// The formatter's text for a finite `value`; checks that the text fits ``ShortestDecimal/maximumLength``
    /// and that nothing past ``ShortestDecimal/workspaceLength`` was written.
    static func formatted(_ value: Double) -> String {
        let workspace = ShortestDecimal.workspaceLength
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: workspace + 16) { buffer in
            let guardBytes = UnsafeMutableRawPointer(buffer.baseAddress! + workspace)
            let pattern: UInt64 = 0xA5A5_A5A5_A5A5_A5A5
            guardBytes.storeBytes(of: pattern, as: UInt64.self)
            guardBytes.storeBytes(of: pattern, toByteOffset: 8, as: UInt64.self)
            let count = ShortestDecimal.write(value, to: buffer.baseAddress!)
            if count > ShortestDecimal.maximumLength || guardBytes.load(as: UInt64.self) != pattern
                || guardBytes.load(fromByteOffset: 8, as: UInt64.self) != pattern {
                Issue.record("bits 0x\(String(value.bitPattern, radix: 16)): \(count) bytes, or written past the workspace")
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }

    /// Counts the finite values among `values` whose text differs from `description` or does not read
    /// back to the same bits; records the first few.
    static func mismatches(_ values: some Sequence<Double>) -> Int {
        var count = 0
        for value in values where value.isFinite {
            let text = formatted(value)
            let readBack = Double(text)
            if text != value.description || readBack?.bitPattern != value.bitPattern {
                count += 1
                if count <= 5 {
                    Issue.record("bits 0x\(String(value.bitPattern, radix: 16)): wrote \(text), description \(value.description), read back \(readBack.map { "\($0)" } ?? "nil")")
                }
            }
        }
        return count
    }

    /// `value` and its `radius` neighbours either side.
    static func neighbourhood(_ value: Double, radius: Int = 2) -> [Double] {
        var values = [value], below = value, above = value
        for _ in 0..<radius {
            below = below.nextDown; above = above.nextUp
            values += [below, above]
        }
        return values
    }

    // MARK: Against `description`

    /// Uniformly random bit patterns (every exponent equally likely, so mostly exponent notation),
    /// 4 × 250,000 values, four seeds run in parallel.
    @Test(arguments: [1 as UInt64, 2, 3, 4])
    func randomBitPatternsMatchDescription(seed: UInt64) {
        var random = SplitMix64(seed: 0x5EED_0000 + seed)
        let values = (0..<250_000).lazy.map { _ in Double(bitPattern: random.next()) }
        #expect(Self.mismatches(values) == 0)
    }

    /// Random significands with exponents from 2⁻²⁰ to 2⁶⁰ (the decimal notation's range and both of its
    /// switches to exponent notation, at 1e-4 and 2⁵³), either sign: 4 × 125,000 values.
    @Test(arguments: [1 as UInt64, 2, 3, 4])
    func randomValuesAroundTheDecimalNotationMatchDescription(seed: UInt64) {
        var random = SplitMix64(seed: 0xDEC1_0000 + seed)
        let values = (0..<125_000).lazy.map { _ -> Double in
            let bits = random.next()
            let biasedExponent = UInt64(1023 - 20) + bits % 81
            return Double(bitPattern: (bits & (1 << 63)) | (biasedExponent << 52) | (random.next() >> 12))
        }
        #expect(Self.mismatches(values) == 0)
    }

    /// Short decimals (1 to 7 significant digits, powers of ten from 10⁻¹² to 10²⁰) and their
    /// neighbours: the values whose shortest digits end in zeros, found by the shorter-candidate step.
    @Test func shortDecimalsAndTheirNeighboursMatchDescription() {
        var random = SplitMix64(seed: 0x5407_7000)
        var values: [Double] = []
        for _ in 0..<40_000 {
            let digits = Double(random.next() % 10_000_000)
            let power = Int(random.next() % 33) - 12
            values += Self.neighbourhood(digits * pow(10, Double(power)), radius: 1)
        }
        #expect(Self.mismatches(values) == 0)
    }

    /// Values the traces carry: frame times k/120 and k/60 s, offsets on the 1/3- and 1/2-pt grids,
    /// integers, and velocities as products of these.
    @Test func traceLikeValuesMatchDescription() {
        var values: [Double] = []
        for k in 0..<50_000 {
            let x = Double(k)
            values += [x / 120, x / 60, x / 3, -x / 3, x / 2 + 1234, x, -x, x * 1.5 / 7, (x / 120) * 2000]
        }
        #expect(Self.mismatches(values) == 0)
    }

    /// Every power of ten in range and of two, each with two neighbours either side: the notation
    /// switches (1e-4, 1e-5, 2⁵³, 1e16), the asymmetric intervals of powers of two, both ends.
    @Test func powersOfTenAndTwoAndTheirNeighboursMatchDescription() {
        var values: [Double] = []
        for power in -323...308 { values += Self.neighbourhood(Double("1e\(power)")!) }
        for power in -1074...1023 { values += Self.neighbourhood(Double(sign: .plus, exponent: power, significand: 1)) }
        for power in -6...20 { values += Self.neighbourhood(-Double("1e\(power)")!) }
        #expect(Self.mismatches(values) == 0)
    }

    /// Every binary exponent of the normal values, each with its smallest and largest significands and
    /// 40 random ones (odd and even: rounding intervals with and without their ends): every power of
    /// ten either digit search reads from the table, and the exponents where the one-product search
    /// (symmetric intervals from 2⁻¹⁰⁶³ on) takes over from the three-product one.
    @Test func everyBinaryExponentMatchesDescription() {
        var random = SplitMix64(seed: 0xB1_0000)
        var values: [Double] = []
        for biasedExponent in 1...2046 as ClosedRange<UInt64> {
            var fractions: [UInt64] = [1, 2, 3, (1 << 52) - 1, (1 << 52) - 2]
            for _ in 0..<40 { fractions.append(random.next() >> 12) }
            for fraction in fractions { values.append(Double(bitPattern: biasedExponent << 52 | fraction)) }
        }
        #expect(Self.mismatches(values) == 0)
    }

    /// Odd multiples of 2⁻ʲ (j = 1 ... 60) and their neighbours: values whose decimal expansion ends
    /// (with a 5) within or just past 17 digits, so the scaled value, an end of its rounding interval
    /// or its distance to a candidate is exactly an integer or a half: the exactness and tie checks.
    @Test func dyadicFractionsAndTheirNeighboursMatchDescription() {
        var random = SplitMix64(seed: 0xD1AD_0000)
        var values: [Double] = []
        for j in 1...60 {
            for _ in 0..<400 {
                let k = Double(random.next() % 1_000_000 | 1)
                values += Self.neighbourhood(k * pow(2, Double(-j)), radius: 1)
            }
        }
        #expect(Self.mismatches(values) == 0)
    }

    /// The smallest subnormals one by one (1 to 20,000 units of 2⁻¹⁰⁷⁴, with the two the algorithm
    /// scales by 10), the largest subnormals and the smallest normals.
    @Test func subnormalsMatchDescription() {
        let smallest = (1...20_000 as ClosedRange<UInt64>).map { Double(bitPattern: $0) }
        let largest = (0..<2_000 as Range<UInt64>).map { Double(bitPattern: (1 << 52) - 1 - $0) }
        let normals = (0..<2_000 as Range<UInt64>).map { Double(bitPattern: (1 << 52) + $0) }
        #expect(Self.mismatches(smallest + largest + normals) == 0)
    }

    /// Hand-written texts (Swift's notation, digits from the decimal expansions): the extremes, the
    /// notation's switches, integers, zero's sign.
    @Test func namedValuesHaveTheirKnownText() {
        let cases: [(Double, String)] = [
            (0, "0.0"), (-0.0, "-0.0"), (1, "1.0"), (100, "100.0"), (-2.5, "-2.5"),
            (0.1, "0.1"), (0.3, "0.3"), (0.1 + 0.2, "0.30000000000000004"),
            (1.0 / 3, "0.3333333333333333"), (2.0 / 3, "0.6666666666666666"),
            (0.0001, "0.0001"), (0.00015, "0.00015"), (0.00001, "1e-05"), (1e-7, "1e-07"),
            (1e15, "1000000000000000.0"), (9007199254740992, "9007199254740992.0"),
            (9007199254740994, "9.007199254740994e+15"), (9.5e15, "9.5e+15"), (1e16, "1e+16"),
            (123456789012345680, "1.2345678901234568e+17"), (1e23, "1e+23"), (1e100, "1e+100"),
            (Double(bitPattern: 1), "5e-324"), (Double(bitPattern: 2), "1e-323"), (2.2250738585072014e-308, "2.2250738585072014e-308"),
            (.greatestFiniteMagnitude, "1.7976931348623157e+308"),
            (-.greatestFiniteMagnitude, "-1.7976931348623157e+308"),
            (.leastNormalMagnitude, "2.2250738585072014e-308"),
            (.leastNonzeroMagnitude, "5e-324"), (-.leastNonzeroMagnitude, "-5e-324"),
            // 2⁵⁰ + ¼: digits 12 and 13 after the point tie; the even one is kept.
            (1125899906842624.25, "1125899906842624.2"), (1125899906842624.75, "1125899906842624.8"),
        ]
        for (value, text) in cases {
            #expect(Self.formatted(value) == text, "\(value.bitPattern)")
            #expect(value.description == text, "the standard library's text of \(text)")
        }
    }

    /// The edges of the decimal-notation path that skips the notation test (non-integers from 2⁻¹³ to
    /// 2⁵², not powers of two): every value within 3 places of the binade ends 2⁻¹⁴, 2⁻¹³, 2⁻¹², 1, 2⁵¹,
    /// 2⁵², 2⁵³ and of 0.0001, either sign, against `description`; and hand-written texts there (digits
    /// from the decimal expansions: 2⁻¹³ = 0.0001220703125, its neighbours' shortest forms read off
    /// exact expansions and rounding intervals).
    @Test func valuesAtTheDecimalNotationPathsEdgesMatchDescription() {
        let edges: [Double] = [0x1p-14, 0x1p-13, 0x1p-12, 1, 0x1p51, 0x1p52, 0x1p53, 0.0001]
        let values = edges.flatMap { Self.neighbourhood($0, radius: 3) }
        #expect(Self.mismatches(values + values.map { -$0 }) == 0)
        let cases: [(Double, String)] = [
            (0x1p-13, "0.0001220703125"), (-0x1p-13, "-0.0001220703125"),
            (0x1p-14, "6.103515625e-05"), (0x1p-13.nextDown, "0.00012207031249999999"),
            (0x1p-13.nextUp, "0.00012207031250000003"), (0.5, "0.5"), (1.5, "1.5"),
            (0x1p52 - 0.5, "4503599627370495.5"), (0x1p51 + 0.5, "2251799813685248.5"),
            (0.000123, "0.000123"), (0.0009765625, "0.0009765625"),
        ]
        for (value, text) in cases {
            #expect(Self.formatted(value) == text, "\(value.bitPattern)")
            #expect(value.description == text, "the standard library's text of \(text)")
        }
    }

    /// Dragonbox's division of its rounding distance by 100 from one product gives the quotient and
    /// divisibility of integer division for every distance it meets (0 ... 1,000).
    @Test func divisionByHundredMatchesIntegerDivision() {
        var wrong: [UInt64] = []
        for n: UInt64 in 0...1_000 {
            let (quotient, divisible) = ShortestDecimal.dividedByHundred(n)
            if quotient != n / 100 || divisible != (n % 100 == 0) { wrong.append(n) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    /// Between 2⁵⁴ and 2⁵⁵ (spacing 4) a value `x` with an even significand whose lower end `x - 2` is a
    /// multiple of 10 reads back from that end (round half to even): the end is the shortest decimal.
    /// With an odd significand the end belongs to the neighbour and is not used.
    @Test func intervalEndsBelongToEvenSignificandsOnly() {
        var values: [Double] = []
        var x: UInt64 = 1 << 54
        while values.count < 2_000 {
            if x % 10 == 2 { values.append(Double(x)) }   // x - 2 ≡ 0 (mod 10), significand x / 4
            x += 4
        }
        let even = values.filter { UInt64($0) % 8 == 0 }
        #expect(!even.isEmpty && even.count < values.count)
        for value in even {
            // The end's digits, trailing zeros dropped, in exponent notation (17-digit integers: e+16).
            var digits = String(UInt64(value) - 2)
            while digits.hasSuffix("0") { digits.removeLast() }
            let expected = "\(digits.prefix(1)).\(digits.dropFirst())e+16"
            #expect(Self.formatted(value) == expected)
        }
        #expect(Self.mismatches(values) == 0)
    }

    // MARK: Integers and digit groups

    /// Every integer from 1 to 200,000, random ones below 10⁸ and up to 2⁵³, and each power of ten from
    /// 10⁰ to 10¹⁶ with its neighbours ±1, either sign: the eight-place path for integers below 10⁸,
    /// the general one above.
    @Test func integersMatchDescription() {
        var random = SplitMix64(seed: 0x1275_0000)
        var values = (1...200_000).map { Double($0) }
        for _ in 0..<50_000 {
            values.append(Double(random.next() % 100_000_000))
            values.append(Double(random.next() % (1 << 53)))
        }
        var power: Int64 = 1
        for _ in 0...16 {
            values += [power - 1, power, power + 1].map { Double($0) }
            power *= 10
        }
        values += values.map { -$0 }
        #expect(Self.mismatches(values) == 0)
    }

    /// The integers at each digit-count boundary from one to nine digits have their hand-written text:
    /// n nines and a one with n zeros, then `.0`.
    @Test func integersAtEveryDigitCountBoundaryHaveTheirKnownText() {
        for digits in 1...8 {
            let nines = String(repeating: "9", count: digits), power = "1" + String(repeating: "0", count: digits)
            #expect(Self.formatted(Double(nines)!) == nines + ".0")
            #expect(Self.formatted(-Double(nines)!) == "-" + nines + ".0")
            #expect(Self.formatted(Double(power)!) == power + ".0")
            #expect(Self.formatted(Double(power)! + 1) == String(power.dropLast()) + "1.0")
        }
    }

    /// The eight digit places of `value`, expected: peeled off by repeated division, the first digit in
    /// the lowest byte.
    static func expectedEightDigits(_ value: UInt32) -> UInt64 {
        var word: UInt64 = 0, rest = value
        for place in 0..<8 {
            word |= UInt64(rest % 10) << (8 * (7 - place))
            rest /= 10
        }
        return word
    }

    /// Every two-digit pair 00 … 99 at each of the four pair positions (the other places random), every
    /// value below 10⁵ and the 10⁵ largest below 10⁸ lay out their digits as division does.
    @Test func eightDigitGroupsHoldEveryPairAtEveryPosition() {
        var random = SplitMix64(seed: 0x8D16_0000)
        var values: [UInt32] = Array(0..<100_000) + (0..<100_000).map { 99_999_999 - $0 }
        for position in 0..<4 {
            let scale = [1_000_000, 10_000, 100, 1][position] as UInt32
            for pair in 0..<100 as Range<UInt32> {
                for _ in 0..<20 {
                    let others = UInt32(truncatingIfNeeded: random.next()) % 100_000_000
                    values.append(others - (others / scale % 100) * scale + pair * scale)
                }
            }
        }
        var mismatches = 0
        for value in values where ShortestDecimal.eightDigits(value) != Self.expectedEightDigits(value) {
            mismatches += 1
            if mismatches <= 5 { Issue.record("\(value): 0x\(String(ShortestDecimal.eightDigits(value), radix: 16))") }
        }
        #expect(mismatches == 0)
    }

    // MARK: The algorithm's constants, recomputed

    /// ⌊log10 2^q⌋, ⌊log10(¾ · 2^q)⌋ and ⌊log2 10^e⌋ from their fixed-point forms equal the floors of the
    /// real products, evaluated in `Double`: the products are irrational except at q = 0 and e = 0 and
    /// stay more than 1e-9 from every integer here (checked), well above the evaluation's ≈ 1e-13 error.
    @Test func logarithmApproximationsAreExactFloors() {
        func exactFloor(_ product: Double, exact: Bool = false) -> Int {
            #expect(exact || abs(product - product.rounded()) > 1e-9, "ambiguous floor of \(product)")
            return Int(product.rounded(.down))
        }
        for q in -1100...1100 {
            #expect(ShortestDecimal.floorLog10Pow2(q) == exactFloor(Double(q) * log10(2.0), exact: q == 0))
            #expect(ShortestDecimal.floorLog10ThreeQuartersPow2(q) == exactFloor(Double(q) * log10(2.0) + log10(0.75)))
        }
        for e in -400...400 {
            #expect(ShortestDecimal.floorLog2Pow10(e) == exactFloor(Double(e) * log2(10.0), exact: e == 0))
        }
    }

    /// Every row of the table is ⌊10^e · 2^(127 - ⌊log2 10^e⌋)⌋ + 1, computed with exact integers.
    @Test func tableHoldsTheScaledPowersOfTen() {
        let table = ShortestDecimal.scaledPowersOfTen
        #expect(table.count == 2 * (324 + 292 + 1))
        var power = ExactInteger(1)   // 10^|e|
        var positive: [ExactInteger] = []
        for _ in 0...324 {
            positive.append(power)
            power.multiply(by: 10)
        }
        for e in -292...324 {
            let expected: (high: UInt64, low: UInt64)
            if e >= 0 {
                let n = positive[e]
                expected = n.shiftedToTop128Bits()
            } else {
                // 2^(127 + L) / 10^-e, L the bit length of 10^-e (10^e = 2^-L · m, m in [1, 2)).
                expected = ExactInteger.quotientOfPowerOfTwo(exponent: 127 + positive[-e].bitLength, by: positive[-e])
            }
            let row = (e + 292) * 2
            let (low, carry) = expected.low.addingReportingOverflow(1)
            #expect(table[row] == expected.high &+ (carry ? 1 : 0) && table[row + 1] == low, "10^\(e)")
        }
    }
}

/// A non-negative integer of any size (32-bit limbs, least significant first): just what the table
/// check needs.
private struct ExactInteger {
    var limbs: [UInt32]

    init(_ value: UInt32) { limbs = [value] }

    var bitLength: Int {
        guard let top = limbs.last(where: { $0 != 0 }), let index = limbs.lastIndex(where: { $0 != 0 }) else { return 0 }
        return index * 32 + (32 - top.leadingZeroBitCount)
    }

    mutating func multiply(by factor: UInt32) {
        var carry: UInt64 = 0
        for index in limbs.indices {
            let product = UInt64(limbs[index]) * UInt64(factor) + carry
            limbs[index] = UInt32(truncatingIfNeeded: product)
            carry = product >> 32
        }
        if carry != 0 { limbs.append(UInt32(carry)) }
    }

    func bit(_ index: Int) -> UInt64 {
        index / 32 < limbs.count ? UInt64(limbs[index / 32] >> (index % 32) & 1) : 0
    }

    /// ⌊self · 2^(128 - bitLength)⌋: the top 128 bits, shifted left with zeros when shorter.
    func shiftedToTop128Bits() -> (high: UInt64, low: UInt64) {
        var high: UInt64 = 0, low: UInt64 = 0
        for offset in 1...128 {
            let index = bitLength - offset
            let value = index >= 0 ? bit(index) : 0
            high = high << 1 | low >> 63
            low = low << 1 | value
        }
        return (high, low)
    }

    /// ⌊2^exponent / divisor⌋, which must be below 2^128: long division bit by bit, from the remainder
    /// 2^(bitLength - 1) (below the divisor, so the quotient's bits above it are zeros).
    static func quotientOfPowerOfTwo(exponent: Int, by divisor: ExactInteger) -> (high: UInt64, low: UInt64) {
        var remainder = ExactInteger(1)
        for _ in 0..<(divisor.bitLength - 1) { remainder.multiply(by: 2) }
        var high: UInt64 = 0, low: UInt64 = 0
        for _ in 0..<(exponent - divisor.bitLength + 1) {
            remainder.multiply(by: 2)
            var quotientBit: UInt64 = 0
            if !remainder.isLess(than: divisor) {
                remainder.subtract(divisor)
                quotientBit = 1
            }
            high = high << 1 | low >> 63
            low = low << 1 | quotientBit
        }
        return (high, low)
    }

    func isLess(than other: ExactInteger) -> Bool {
        let count = max(limbs.count, other.limbs.count)
        for index in stride(from: count - 1, through: 0, by: -1) {
            let a = index < limbs.count ? limbs[index] : 0
            let b = index < other.limbs.count ? other.limbs[index] : 0
            if a != b { return a < b }
        }
        return false
    }

    mutating func subtract(_ other: ExactInteger) {
        var borrow: Int64 = 0
        for index in limbs.indices {
            let b = index < other.limbs.count ? Int64(other.limbs[index]) : 0
            var difference = Int64(limbs[index]) - b - borrow
            borrow = difference < 0 ? 1 : 0
            if difference < 0 { difference += 1 << 32 }
            limbs[index] = UInt32(difference)
        }
    }
}
