/// The text of the integer a trace column wrote last (a frame number, a callback's sequence number),
/// from which the column's next number is made without formatting when it is the same (a frame's
/// `events.csv` rows repeat the frame number of its `frames.csv` row: the word is copied) or one more
/// (frame and sequence numbers count up by one: the last digit's byte plus one, when that digit is not
/// a 9). Only numbers of one to eight digits are remembered (their whole text in one word). Kept in a
/// ``TraceNumberMemo``'s storage, which the files of a batch share.
struct TraceIntegerMemo {
    /// The number written last (meaningless while ``count`` is 0).
    var value = 0
    /// Its digits in memory order (the first digit in the lowest byte), zeros after them.
    var text: UInt64 = 0
    /// How many digits it has: 1 ... 8, or 0 when nothing is remembered.
    var count = 0

    /// Writes `value`'s decimal text (``TraceNumber/write(_:at:)-(Int,_)``'s bytes) at `position` (room
    /// for an integer and its workspace) and returns its length: copied or counted up from `memo`, or
    /// formatted and remembered.
    @inline(__always)
    static func write(_ value: Int, at position: UnsafeMutablePointer<UInt8>, memo: inout TraceIntegerMemo) -> Int {
        let target = UnsafeMutableRawPointer(position)
        let count = memo.count
        if count != 0 {
            if value == memo.value {
                target.storeBytes(of: memo.text.littleEndian, as: UInt64.self)
                return count
            }
            let lastDigit = UInt64(truncatingIfNeeded: (count &- 1) &* 8)
            if value == memo.value &+ 1, (memo.text &>> lastDigit) & 0xFF != UInt64(UInt8(ascii: "9")) {
                let text = memo.text &+ (1 &<< lastDigit)
                target.storeBytes(of: text.littleEndian, as: UInt64.self)
                memo.value = value
                memo.text = text
                return count
            }
        }
        let written = TraceNumber.write(value, at: position)
        if value >= 0, value < 100_000_000 {   // 1 ... 8 digits: the whole text in the first word
            memo.value = value
            memo.text = UInt64(littleEndian: target.loadUnaligned(as: UInt64.self)) & (~0 &>> UInt64(truncatingIfNeeded: 64 &- written &* 8))
            memo.count = written
        } else {
            memo.count = 0
        }
        return written
    }
}
