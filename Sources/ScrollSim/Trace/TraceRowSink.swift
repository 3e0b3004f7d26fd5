/// Where ``TraceCSV``'s row writers put a row's text. Each row is defined once, generic over its sink,
/// and compiled twice: for a ``TraceRowCursor`` straight into an ``OutputFile``'s buffer (room for the
/// whole row reserved once: no per-field capacity checks, counters or calls), and for any
/// `TextOutputStream` through a ``TraceStreamSink``. Both write the same bytes.
protocol TraceRowSink {
    /// Writes an integer in decimal.
    mutating func write(_ value: Int)
    /// Writes a frame number as ``write(_:)-(Int)`` does, for the `frame` column that a frame's
    /// `frames.csv` row and its `events.csv` rows repeat and that counts up by one, so a sink with a
    /// ``TraceNumberMemo`` may make it from the text it wrote last (``TraceIntegerMemo``).
    mutating func write(frame value: Int)
    /// Writes a sequence number as ``write(_:)-(Int)`` does, for the `seq` column, which counts up by
    /// one (``TraceIntegerMemo``).
    mutating func write(sequence value: Int)
    /// Writes a real in shortest round-trip form (``TraceNumber``).
    mutating func write(_ value: Double)
    /// Writes a real as ``write(_:)-(Double)`` does, for a column no later row repeats (a velocity:
    /// `events.csv` rows carry times and offsets only), so a sink with a ``TraceNumberMemo`` need not
    /// remember its text.
    mutating func write(unrepeated value: Double)
    /// Writes one ASCII byte.
    mutating func write(ascii byte: UInt8)
    /// Writes static text.
    mutating func write(_ text: StaticString)
    /// Writes a row's fixed text (up to 40 bytes).
    mutating func write(_ text: TraceRowText)
    /// Writes `phase`'s `,phase\n` (``TraceCSV/phaseTexts``: the end of a `frames.csv` row).
    mutating func write(phaseText phase: ScrollPhase)
    /// Writes `callback`'s `,event,` (``TraceCSV/callbackTexts``: an `events.csv` row's event column).
    mutating func write(callbackText callback: ScrollViewCallback)
    /// Writes a CSV field, quoted when it needs to be (``TraceCSV/field(_:)``).
    mutating func write(field text: String)
}

extension TraceRowSink {
    /// The same bytes as ``write(_:)-(Int)``.
    @inline(__always)
    mutating func write(frame value: Int) { write(value) }

    /// The same bytes as ``write(_:)-(Int)``.
    @inline(__always)
    mutating func write(sequence value: Int) { write(value) }

    /// The same bytes as ``write(_:)-(Double)``.
    @inline(__always)
    mutating func write(unrepeated value: Double) { write(value) }

    /// The text from ``TraceCSV/phaseTexts``.
    @inline(__always)
    mutating func write(phaseText phase: ScrollPhase) { write(TraceCSV.phaseTexts[TraceCSV.index(of: phase)]) }

    /// The text from ``TraceCSV/callbackTexts``.
    @inline(__always)
    mutating func write(callbackText callback: ScrollViewCallback) {
        write(TraceCSV.callbackTexts[TraceCSV.index(of: callback)])
    }
}
