/// The shortest decimal that reads back as the same `Double`, written as ASCII straight into a caller's
/// buffer, in exactly the text of Swift's `Double.description` for every finite value: the trace
/// writer's number formatting (``TraceNumber``), without the standard library's generic conversion.
///
/// **Digits: Schubfach.** Raffaello Giulietti, *The Schubfach way to render doubles* (2020, revised
/// 2021). A finite `v = c · 2^q` (`c` the significand with its hidden bit, `q` the unbiased exponent)
/// rounds from every real in its rounding interval `R`, whose ends lie half a unit in the last place
/// either side of `v` (a quarter below when `c` is 2⁵² and the exponent is not the smallest, where the
/// spacing below halves); the ends belong to `R` when `c` is even (round half to even reads them back
/// as `v`). The algorithm:
/// 1. Picks `k = ⌊log10 2^q⌋` (`⌊log10(¾ · 2^q)⌋` for the asymmetric interval), so that `v · 10^-k`
///    has the 16 or 17 digits of a `Double` and `R`, scaled by `10^-k`, is between 1 and 10 wide.
/// 2. Computes `4 · v · 10^-k` and the scaled ends of `R` as integers *rounded to odd* (the floor, with
///    its lowest bit set when the product is not an integer), by multiplying `4c · 2^h` with a 128-bit
///    overestimate `g` of `10^-k` (table ``scaledPowersOfTen``) and keeping the high 64 bits. The paper
///    proves that these rounded-to-odd values order themselves against every multiple of 4 exactly as
///    the real values do; the 128-bit `g` here is more precise than the paper's 126 bits.
/// 3. With `s = ⌊v · 10^-k⌋`: if exactly one of the two multiples of 10 around `s` lies in `R`, it is
///    the shortest decimal (with one digit fewer; `R` is narrower than 10, so not both). Otherwise the
///    shortest are `s` or `s + 1`: the one in `R`, or, when both are, the one closer to `v`, ties to
///    the even one. The result is therefore the shortest decimal in `R` and, among the shortest, the
///    closest to `v`: the digits Swift's `description` prints.
///
/// **The usual case: Dragonbox.** A normal value whose interval is symmetric (`c` above 2⁵²) from 2⁻¹⁰⁶³
/// on finds the same decimal with one 128 × 64-bit product instead of three (see
/// ``dragonbox(significand:exponent:)``); Schubfach takes the powers of two and the smallest values.
///
/// The two smallest subnormals (`c` = 1, 2) go through the same steps as `10c · 2^q` with one decimal
/// exponent less, as the paper prescribes for them. Integers below 2⁵³ skip the steps: their digits are
/// the integer's.
///
/// **Text: Swift's `description`.** `-` for a negative sign (zero included); decimal notation
/// (`1234.5`, `100.0`, `0.001`, at least one digit after the point) when `|v| ≤ 2⁵³` and the first
/// significant digit is at most four places after the point (`0.0001` stays decimal); otherwise
/// exponent notation (`1e-05`, `1.5e+16`: no `.0` after a single digit, the exponent signed and at
/// least two digits). Non-finite values are not formatted here.
enum ShortestDecimal {
    /// The longest text ``write(_:to:)`` writes, bytes: `-2.2250738585072014e-308` (24) and
    /// `-0.00012345678901234567` (23) are the longest of the two notations.
    static let maximumLength = 24

    /// The bytes ``write(_:to:)`` may overwrite from its start (more than it returns: it moves digits in
    /// whole 8-byte words).
    static let workspaceLength = 40

    /// The smallest biased exponent of the values ``write(_:to:)`` lays out in decimal notation without
    /// asking: 2⁻¹³ (1,010 − 1,023) is above 0.0001, whose first significant digit is the last one
    /// written in decimal notation.
    static let minimumDecimalNotationBiasedExponent = 1010

    /// The bit pattern of 2⁵³, the largest magnitude written in decimal notation.
    private static let decimalNotationLimitBits: UInt64 = 0x4340_0000_0000_0000

    /// Writes `value`'s `description` as ASCII at `start` (``workspaceLength`` writable bytes) and
    /// returns the number of bytes of the text. `value` must be finite.
    ///
    /// Three ways to the digits: an integer below 10⁸ (whole-point offsets, round velocities) is written
    /// from one group of eight digit places with `.0` after it; a normal value other than an integer
    /// below 2⁵³ takes Schubfach's digits, which always have 16 or 17 places (scaled to exactly 17, so
    /// the first place is never zero); larger integers and subnormals lay out however many places they
    /// have (``spread(_:exponent:)``). The usual trace value, a real from 2⁻¹³ to 2⁵² that is neither an
    /// integer nor a power of two, is told apart by one range test on its exponent and goes straight to
    /// Dragonbox and decimal notation.
    @inline(__always)
    static func write(_ value: Double, to start: UnsafeMutablePointer<UInt8>) -> Int {
        let bits = value.bitPattern
        var out = start
        if bits >> 63 != 0 {
            out.pointee = UInt8(ascii: "-")
            out += 1
        }
        let fraction = bits & ((1 << 52) - 1)
        let biasedExponent = Int(truncatingIfNeeded: bits >> 52) & 0x7FF
        // d₁ … d₁₇ as ASCII in three little-endian words (d₁ in the lowest byte of the first), kept in
        // registers (a store and a wider load that spans it would stall on every number); the value is
        // 0.d₁d₂…d_count · 10^point.
        let text0: UInt64, text1: UInt64, text2: UInt64, count: Int, point: Int
        let integerShift = 1075 &- biasedExponent
        if UInt(bitPattern: integerShift) <= 52, fraction & ((1 &<< UInt64(integerShift)) &- 1) == 0 {
            // An integer below 2⁵³: its own digits are the shortest.
            let integer = (fraction | (1 << 52)) &>> UInt64(integerShift)
            if integer < 100_000_000 {
                // d₁…dₙ.0 from one group of eight places, the leading zeros shifted out (integer ≥ 1).
                let digits = eightDigits(UInt32(truncatingIfNeeded: integer))
                let leadingZeros = digits.trailingZeroBitCount &>> 3
                store((digits | 0x3030_3030_3030_3030) &>> UInt64(truncatingIfNeeded: leadingZeros &* 8), at: out)
                let length = 8 &- leadingZeros
                UnsafeMutableRawPointer(out + length).storeBytes(of: UInt16(0x302E).littleEndian, as: UInt16.self)
                return out + length + 2 - start
            }
            (text0, text1, text2, count, point) = spread(integer, exponent: 0)
        } else if fraction != 0,
                  UInt(bitPattern: biasedExponent &- minimumDecimalNotationBiasedExponent)
                    < UInt(1075 &- minimumDecimalNotationBiasedExponent) {
            // The usual trace value: a real from 2⁻¹³ to 2⁵² that is not an integer nor a power of two,
            // always in decimal notation (2⁻¹³ > 0.0001), its digits Dragonbox's.
            let (digits, exponent) = dragonbox(significand: fraction | (1 << 52), exponent: biasedExponent &- 1075)
            let text = seventeenDigits(digits, exponent: exponent)
            return out + writeDecimalNotation(text.text0, text.text1, text.text2, count: text.count,
                                              point: text.point, at: out) - start
        } else if biasedExponent != 0 {
            let (digits, exponent) = normalDecimal(fraction: fraction, biasedExponent: biasedExponent)
            (text0, text1, text2, count, point) = seventeenDigits(digits, exponent: exponent)
        } else if fraction == 0 {
            out[0] = UInt8(ascii: "0"); out[1] = UInt8(ascii: "."); out[2] = UInt8(ascii: "0")
            return out + 3 - start
        } else {
            let (digits, exponent) = decimal(fraction: fraction, biasedExponent: 0)
            (text0, text1, text2, count, point) = spread(digits, exponent: exponent)
        }
        let exponentNotation = point < -3 || bits & ~(1 << 63) > decimalNotationLimitBits

        if exponentNotation {
            // d₁[.d₂…dₙ]e±XX
            out[0] = UInt8(truncatingIfNeeded: text0)
            var length = 1
            if count > 1 {
                out[1] = UInt8(ascii: ".")
                store(bytes(from: 1, of: text0, text1), at: out + 2)
                store(bytes(from: 1, of: text1, text2), at: out + 10)
                length = count + 1
            }
            let e = out + length
            var power = point - 1
            e[0] = UInt8(ascii: "e")
            if power < 0 {
                e[1] = UInt8(ascii: "-")
                power = -power
            } else {
                e[1] = UInt8(ascii: "+")
            }
            if power >= 100 {
                let hundreds = (power &* 41) >> 12   // power / 100 for power < 1,000
                e[2] = UInt8(truncatingIfNeeded: hundreds) &+ 48
                writePair(power &- hundreds &* 100, at: e + 3)
                return e + 5 - start
            }
            writePair(power, at: e + 2)
            return e + 4 - start
        }
        return out + writeDecimalNotation(text0, text1, text2, count: count, point: point, at: out) - start
    }

    /// Writes 0.d₁…d_count · 10^point (the digits in ``write(_:to:)``'s three words; point ≥ −3, at most
    /// 16 digits before the point) in decimal notation at `out` and returns the text's length.
    @inline(__always)
    private static func writeDecimalNotation(_ text0: UInt64, _ text1: UInt64, _ text2: UInt64, count: Int,
                                             point: Int, at out: UnsafeMutablePointer<UInt8>) -> Int {
        if point <= 0 {
            // 0.[000]d₁…dₙ
            store(0x3030_3030_3030_2E30, at: out)   // "0.000000"
            store(text0, at: out + 2 - point)
            store(text1, at: out + 10 - point)
            store(text2, at: out + 18 - point)
            return 2 &- point &+ count
        }
        store(text0, at: out)
        store(text1, at: out + 8)
        if point < count {
            // d₁…d_point.d_point+1…dₙ (point ≤ 16, at most 16 digits after it)
            out[point] = UInt8(ascii: ".")
            if point < 8 {
                store(bytes(from: point, of: text0, text1), at: out + point + 1)
                store(bytes(from: point, of: text1, text2), at: out + point + 9)
            } else if point < 16 {
                store(bytes(from: point - 8, of: text1, text2), at: out + point + 1)
                store(bytes(from: point - 8, of: text2, 0), at: out + point + 9)
            } else {
                store(text2, at: out + point + 1)   // d₁₇
            }
            return count &+ 1
        }
        // d₁…dₙ[000].0 (point ≤ 16 below 2⁵³; the zeros are the digit places after dₙ)
        out[point] = UInt8(ascii: "."); out[point + 1] = UInt8(ascii: "0")
        return point &+ 2
    }

    /// A normal value's digits (in [10¹⁵, 10¹⁷)) laid out as ``write(_:to:)`` takes them: d₁ … d₁₇ in
    /// three words, the count without trailing zeros, the point (value = 0.d₁…d_count · 10^point).
    @inline(__always)
    private static func seventeenDigits(_ digits: UInt64, exponent: Int)
        -> (text0: UInt64, text1: UInt64, text2: UInt64, count: Int, point: Int) {
        var digits = digits, exponent = exponent
        // A normal value's digits are in [10¹⁵, 10¹⁷) (`v · 10^-k` is in [2⁵², 10 · 2⁵³)): one more
        // place when there are 16 makes them exactly 17, d₁ nonzero.
        if digits < 10_000_000_000_000_000 {
            digits &*= 10
            exponent &-= 1
        }
        let upper = UInt32(truncatingIfNeeded: digits / 100_000_000)   // < 10⁹
        let top = upper / 100_000_000
        let middleDigits = eightDigits(upper &- top &* 100_000_000)
        let lowDigits = eightDigits(UInt32(truncatingIfNeeded: digits &- UInt64(upper) &* 100_000_000))
        let trailingZeros: Int
        if lowDigits != 0 {
            trailingZeros = lowDigits.leadingZeroBitCount &>> 3
        } else {
            trailingZeros = 8 &+ (middleDigits.leadingZeroBitCount &>> 3)   // d₁ ≠ 0: at most 16 in all
        }
        let middleText = middleDigits | 0x3030_3030_3030_3030, lowText = lowDigits | 0x3030_3030_3030_3030
        return (UInt64(top | 0x30) | middleText &<< 8, middleText &>> 56 | lowText &<< 8, lowText &>> 56,
                17 &- trailingZeros, 17 &+ exponent)
    }

    /// `digits · 10^exponent` (`digits` nonzero, below 10¹⁷) as ``write(_:to:)`` lays it out: d₁ … d₁₇
    /// in three words (the leading zero places of `digits` dropped), the count of digits without the
    /// trailing zeros, and the point (value = 0.d₁…d_count · 10^point). For the integers from 10⁸ to
    /// 2⁵³ and the subnormals, whose digits may have any number of places.
    private static func spread(_ digits: UInt64, exponent: Int)
        -> (text0: UInt64, text1: UInt64, text2: UInt64, count: Int, point: Int) {
        // The 17 decimal places of digits: one, then two groups of eight.
        let top = digits / 10_000_000_000_000_000
        let rest = digits &- top &* 10_000_000_000_000_000
        let middle = rest / 100_000_000
        let middleDigits = eightDigits(UInt32(truncatingIfNeeded: middle))
        let lowDigits = eightDigits(UInt32(truncatingIfNeeded: rest &- middle &* 100_000_000))
        let leadingZeros: Int
        if top != 0 {
            leadingZeros = 0
        } else if middleDigits != 0 {
            leadingZeros = 1 + (middleDigits.trailingZeroBitCount >> 3)
        } else {
            leadingZeros = 9 + (lowDigits.trailingZeroBitCount >> 3)
        }
        let trailingZeros: Int
        if lowDigits != 0 {
            trailingZeros = lowDigits.leadingZeroBitCount >> 3
        } else if middleDigits != 0 {
            trailingZeros = 8 + (middleDigits.leadingZeroBitCount >> 3)
        } else {
            trailingZeros = 16
        }
        let significant = 17 - leadingZeros
        let ascii: UInt64 = 0x3030_3030_3030_3030
        let topText = top | 0x30, middleText = middleDigits | ascii, lowText = lowDigits | ascii
        let text0: UInt64, text1: UInt64, text2: UInt64
        if top != 0 {
            text0 = topText | middleText << 8
            text1 = middleText >> 56 | lowText << 8
            text2 = lowText >> 56
        } else if middleDigits != 0 {
            let shift = leadingZeros - 1
            text0 = bytes(from: shift, of: middleText, lowText)
            text1 = bytes(from: shift, of: lowText, 0)
            text2 = 0
        } else {
            text0 = bytes(from: leadingZeros - 9, of: lowText, 0)
            text1 = 0
            text2 = 0
        }
        return (text0, text1, text2, significant - trailingZeros, significant + exponent)
    }

    /// Bytes `offset` ... `offset + 7` of the 16 bytes `low`, `high` (little-endian), for offset 0 ..< 8.
    @inline(__always)
    private static func bytes(from offset: Int, of low: UInt64, _ high: UInt64) -> UInt64 {
        let shift = UInt64(truncatingIfNeeded: offset &* 8)
        return offset == 0 ? low : low &>> shift | high &<< (64 &- shift)
    }

    /// Stores the 8 bytes of `word` (little-endian) at `target` (any alignment).
    @inline(__always)
    private static func store(_ word: UInt64, at target: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(target).storeBytes(of: word.littleEndian, as: UInt64.self)
    }

    /// The eight decimal digits of `value` (< 10⁸), one per byte (0 ... 9), the first in the lowest
    /// byte: the divisions by 10⁴, 100 and 10 done in all lanes of one word at once, each as a multiply
    /// and shift (x / 100 = ⌊x · 5243 / 2¹⁹⌋ for x < 10⁴; x / 10 = ⌊x · 103 / 2¹⁰⌋ for x < 100). Each
    /// split puts the quotient `q` in a lane's low half and the remainder `x − d·q` in its high half:
    /// `q + (x − d·q) · 2^w = x · 2^w + q · (1 − d · 2^w)`, one multiply and add (wrapping; the sum is
    /// exact).
    @inline(__always)
    static func eightDigits(_ value: UInt32) -> UInt64 {
        let high = UInt64(value / 10_000)
        let fours = UInt64(value) &<< 32 &+ high &* (1 &- 10_000 &<< 32)
        let hundreds = ((fours &* 5243) &>> 19) & 0x0000_007F_0000_007F
        let pairs = fours &<< 16 &+ hundreds &* (1 &- 100 &<< 16)
        let tens = ((pairs &* 103) &>> 10) & 0x000F_000F_000F_000F
        return pairs &<< 8 &+ tens &* (1 &- 10 &<< 8)
    }

    /// The shortest decimal `digits · 10^exponent` in the rounding interval of the finite, nonzero
    /// `Double` with these fields, the closest to it among the shortest (see the type's documentation).
    static func decimal(fraction: UInt64, biasedExponent: Int) -> (digits: UInt64, exponent: Int) {
        if biasedExponent != 0 { return normalDecimal(fraction: fraction, biasedExponent: biasedExponent) }
        if fraction < 3 {
            return schubfach(significand: 10 * fraction, exponent: -1074, asymmetric: false,
                             exponentAdjustment: -1)
        }
        return schubfach(significand: fraction, exponent: -1074, asymmetric: false, exponentAdjustment: 0)
    }

    /// ``decimal(fraction:biasedExponent:)`` for a normal value (`biasedExponent` ≥ 1): Dragonbox's
    /// one-product search when the rounding interval is symmetric and the power of ten it needs is in the
    /// table, Schubfach otherwise. Digits in [10¹⁵, 10¹⁷).
    @inline(__always)
    static func normalDecimal(fraction: UInt64, biasedExponent: Int) -> (digits: UInt64, exponent: Int) {
        if fraction != 0, biasedExponent >= minimumDragonboxBiasedExponent {
            return dragonbox(significand: fraction | (1 << 52), exponent: biasedExponent &- 1075)
        }
        return schubfach(significand: fraction | (1 << 52), exponent: biasedExponent &- 1075,
                         asymmetric: fraction == 0 && biasedExponent > 1, exponentAdjustment: 0)
    }

    /// The smallest biased exponent ``dragonbox(significand:exponent:)`` takes: its power of ten,
    /// 10^(2 − ⌊log10 2^q⌋), is in the table (at most 10³²⁴) from q = −1,063 on.
    static let minimumDragonboxBiasedExponent = 12

    /// The shortest decimal in the symmetric rounding interval of `c · 2^q` (`c` > 2⁵², so the
    /// interval's ends lie half a unit either side), the closest to it among the shortest, by Junekey
    /// Jeon's Dragonbox (*Dragonbox: A New Floating-Point Binary-to-Decimal Conversion Algorithm*, 2020),
    /// with κ = 2: one 128 × 64-bit product gives the upper end `z` scaled by 10^(κ − ⌊log10 2^q⌋) (its
    /// integer part zᵢ, 18 or 19 digits) and the interval's scaled width δ (between 10^κ and 10^(κ+1),
    /// from the power's top word alone).
    /// 1. The multiple of 10^(κ+1) at or below zᵢ is in the interval when the remainder r = zᵢ mod
    ///    10^(κ+1) is below δ (the upper end itself only when it belongs to the interval: `c` even), or
    ///    equals δ and the lower end belongs (decided from the parity and integrality of the lower end's
    ///    scaled value, a second, narrower product). As the interval is narrower than 10^(κ+1), that
    ///    multiple is the only one and the shortest.
    /// 2. Otherwise the answer has the digits of `v` scaled by 10^(−⌊log10 2^q⌋): zᵢ's rounded
    ///    10^κ-part moved to the nearest integer to the scaled `v`, which `r − δ/2` locates up to a
    ///    parity that a third product settles when it matters (ties to the even one).
    /// The powers are ⌈10^e · 2^(127 − ⌊log2 10^e⌋)⌉: the table's g, one less where 10^e is exact
    /// (e = 0 ... 55). Digits in [10¹⁵, 10¹⁷) (step 1's one more place).
    @inline(__always)
    private static func dragonbox(significand c: UInt64, exponent q: Int) -> (digits: UInt64, exponent: Int) {
        let minusK = floorLog10Pow2(q) &- 2                  // −(the power of ten's exponent)
        let power = 0 &- minusK
        let beta = q &+ floorLog2Pow10(power)                 // 1 ... 4
        let row = (power &+ 292) &* 2
        let cacheHigh = scaledPowersOfTen[row]
        let cacheLow = scaledPowersOfTen[row + 1] &- (UInt(bitPattern: power) <= 55 ? 1 : 0)
        let includesEnds = c & 1 == 0
        let twoC = c &<< 1
        let delta = cacheHigh &>> UInt64(truncatingIfNeeded: 63 &- beta)
        // The upper 128 bits of (2c + 1) · 2^β · cache: zᵢ and the fraction's top 64 bits.
        let u = (twoC | 1) &<< UInt64(truncatingIfNeeded: beta)
        let highProduct = cacheHigh.multipliedFullWidth(by: u)
        let (fractionBits, carry) = highProduct.low.addingReportingOverflow(cacheLow.multipliedFullWidth(by: u).high)
        let zi = highProduct.high &+ (carry ? 1 : 0)
        var significand = zi / 1000
        var r = zi &- significand &* 1000
        let exponent = minusK &+ 2
        step1: do {
            if r < delta {
                if r == 0, fractionBits == 0, !includesEnds {
                    significand &-= 1
                    r = 1000
                    break step1
                }
                return (significand &* 10, exponent)
            } else if r == delta {
                let lower = parity(of: twoC &- 1, cacheHigh, cacheLow, beta: beta)
                if lower.odd || (lower.integer && includesEnds) { return (significand &* 10, exponent) }
            }
        }
        significand &*= 10
        let distance = r &- delta / 2 &+ 50
        let approximateParity = (distance ^ 50) & 1 != 0
        // distance / 100 and whether it divides, from one product (Dragonbox's `check_divisibility_and_
        // divide_by_pow10`): distance ≤ 1,000, as r ≤ 1,000 and δ ≥ 100.
        let (quotient, divisible) = dividedByHundred(distance)
        significand &+= quotient
        if divisible {
            let center = parity(of: twoC, cacheHigh, cacheLow, beta: beta)
            if center.odd != approximateParity {
                significand &-= 1
            } else if center.integer && significand & 1 != 0 {
                significand &-= 1   // a tie: the even one
            }
        }
        return (significand, exponent)
    }

    /// `n / 100` and whether 100 divides `n`, for `n` up to 1,000, from one product: 656 is
    /// 2¹⁶ / 100 + 0.64, so `n · 656 / 2¹⁶` exceeds `n / 100` by `n · 0.64 / 2¹⁶` (below 0.01): its
    /// integer part is the quotient, and its 16 fraction bits, `m · 655.36 + n · 0.64` rounded down for
    /// the remainder `m`, are at most 640 when `m` is 0 and at least 656 otherwise.
    @inline(__always)
    static func dividedByHundred(_ n: UInt64) -> (quotient: UInt64, divisible: Bool) {
        let product = n &* 656
        return (product &>> 16, product & 0xFFFF < 656)
    }

    /// The parity and integrality of `x · cache / 2^(128 − β)` (`x · 2^(q−1)` scaled): from the lower
    /// 128 bits of the 192-bit product.
    @inline(__always)
    private static func parity(of x: UInt64, _ cacheHigh: UInt64, _ cacheLow: UInt64, beta: Int)
        -> (odd: Bool, integer: Bool) {
        let lowProduct = cacheLow.multipliedFullWidth(by: x)
        let high = x &* cacheHigh &+ lowProduct.high
        let shift = UInt64(truncatingIfNeeded: beta)
        return ((high &>> (64 &- shift)) & 1 != 0, (high &<< shift) | (lowProduct.low &>> (64 &- shift)) == 0)
    }

    /// Steps 1–3 for `c · 2^q`; the returned exponent is `k + exponentAdjustment`.
    @inline(__always)
    private static func schubfach(significand c: UInt64, exponent q: Int, asymmetric: Bool,
                                  exponentAdjustment: Int) -> (digits: UInt64, exponent: Int) {
        // The ends of R in quarter units (an end's membership is decided by `excludesEnds`).
        let excludesEnds: UInt64 = c & 1
        let center = c &<< 2
        let upper = center &+ 2
        let lower: UInt64
        let k: Int
        if asymmetric {
            lower = center &- 1
            k = floorLog10ThreeQuartersPow2(q)
        } else {
            lower = center &- 2
            k = floorLog10Pow2(q)
        }
        // 4c · 2^q · 10^-k = g · (4c << h) / 2^128 with g ≈ 10^-k · 2^(127 - β), β = ⌊log2 10^-k⌋.
        let h = UInt64(truncatingIfNeeded: q &+ floorLog2Pow10(0 &- k) &+ 1)   // 1 ... 4
        let row = (292 &- k) &* 2
        let gHigh = scaledPowersOfTen[row], gLow = scaledPowersOfTen[row + 1]
        let vb = roundToOdd(gHigh, gLow, center &<< h)
        let vbLower = roundToOdd(gHigh, gLow, lower &<< h)
        let vbUpper = roundToOdd(gHigh, gLow, upper &<< h)
        let s = vb &>> 2
        // One digit fewer: the multiples of 10 below and above s (0 below, for the smallest subnormals,
        // is never in R). Wrapping operators: every quantity here is below 2⁶³.
        let below = (s / 10) &* 10
        let above = below &+ 10
        let exponent = k &+ exponentAdjustment
        let belowIn = vbLower &+ excludesEnds <= below &<< 2
        let aboveIn = (above &<< 2) &+ excludesEnds <= vbUpper
        if belowIn != aboveIn { return (belowIn ? below : above, exponent) }
        let t = s &+ 1
        let sIn = vbLower &+ excludesEnds <= s &<< 2
        let tIn = (t &<< 2) &+ excludesEnds <= vbUpper
        if sIn != tIn { return (sIn ? s : t, exponent) }
        // Both in R: the closer to v (vb against the midpoint 4s + 2), ties to even.
        let midpoint = (s &<< 2) &+ 2
        let closer = vb < midpoint || (vb == midpoint && s & 1 == 0) ? s : t
        return (closer, exponent)
    }

    /// `⌊g · x / 2^128⌋` rounded to odd: its lowest bit set when the bits below (down to 2^-64 of a
    /// unit) are not all zero. `g` = `high · 2^64 + low`.
    @inline(__always)
    private static func roundToOdd(_ high: UInt64, _ low: UInt64, _ x: UInt64) -> UInt64 {
        let lowProduct = low.multipliedFullWidth(by: x)
        let highProduct = high.multipliedFullWidth(by: x)
        let (middle, carry) = highProduct.low.addingReportingOverflow(lowProduct.high)
        let integer = highProduct.high &+ (carry ? 1 : 0)
        return integer | (middle != 0 ? 1 : 0)
    }

    /// `⌊log10 2^q⌋` for |q| ≤ 1,500 (fixed point: 661,971,961,083 = round(log10 2 · 2⁴¹)).
    @inline(__always)
    static func floorLog10Pow2(_ q: Int) -> Int { (q &* 661_971_961_083) >> 41 }

    /// `⌊log10(¾ · 2^q)⌋` for |q| ≤ 1,500 (274,743,187,321 = round(-log10 ¾ · 2⁴¹)).
    @inline(__always)
    static func floorLog10ThreeQuartersPow2(_ q: Int) -> Int { (q &* 661_971_961_083 &- 274_743_187_321) >> 41 }

    /// `⌊log2 10^e⌋` for |e| ≤ 400 (913,124,641,741 = round(log2 10 · 2³⁸)).
    @inline(__always)
    static func floorLog2Pow10(_ e: Int) -> Int { (e &* 913_124_641_741) >> 38 }

    /// Writes the two digits of `pair` (0 ... 99) at `position`.
    @inline(__always)
    private static func writePair(_ pair: Int, at position: UnsafeMutablePointer<UInt8>) {
        let tens = (pair &* 103) >> 10   // pair / 10 for pair < 179
        position[0] = UInt8(truncatingIfNeeded: tens) &+ 48
        position[1] = UInt8(truncatingIfNeeded: pair &- tens &* 10) &+ 48
    }
}
