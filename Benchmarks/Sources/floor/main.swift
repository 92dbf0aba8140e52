import FloorICU
#if canImport(Glibc)
import Glibc
#endif

// The least an ICU-based analyser can cost: each string converted to UTF-16 and walked with ICU's
// word and sentence break iterators (opened once, reused), nothing else.
// Usage: floor [LOCALE] [--parts] < strings (one per line). Prints the strings, boundaries and seconds spent;
// --parts also times the word walk alone and the sentence walk alone (a process measured as the floor must not).

let locale = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "en"
let showParts = CommandLine.arguments.contains("--parts")
var input: [UInt8] = []
var chunk = [UInt8](repeating: 0, count: 1 << 16)
while true {
    let count = read(0, &chunk, chunk.count)
    if count <= 0 { break }
    input.append(contentsOf: chunk[0..<count])
}
var strings: [String] = []
var start = 0
for index in input.indices where input[index] == 0x0A {
    strings.append(String(decoding: input[start..<index], as: UTF8.self))
    start = index + 1
}
if start < input.count { strings.append(String(decoding: input[start...], as: UTF8.self)) }

var status = U_ZERO_ERROR
let words = floor_ubrk_open(UBRK_WORD, locale, &status)
let sentences = floor_ubrk_open(UBRK_SENTENCE, locale, &status)
guard status.rawValue <= U_ZERO_ERROR.rawValue, let words, let sentences else { fatalError("ubrk_open: \(status)") }

func seconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Walks every string with the given iterators; returns the CPU seconds spent and the boundaries seen.
@MainActor func walk(_ iterators: [OpaquePointer]) -> (seconds: Double, boundaries: Int) {
    let began = seconds()
    var boundaries = 0
    var utf16: [UInt16] = []
    for string in strings {
        utf16.removeAll(keepingCapacity: true)
        utf16.append(contentsOf: string.utf16)
        utf16.withUnsafeBufferPointer { buffer in
            for iterator in iterators {
                floor_ubrk_setText(iterator, buffer.baseAddress, Int32(buffer.count), &status)
                while floor_ubrk_next(iterator) != UBRK_DONE { boundaries += 1 }
            }
        }
    }
    return (seconds() - began, boundaries)
}

func rounded(_ value: Double) -> Double { Double(Int(value * 1000)) / 1000 }

let both = walk([words, sentences])
print("floor: \(strings.count) strings, \(both.boundaries) boundaries, \(rounded(both.seconds)) s CPU segmenting")
// The parts, for reading a profile against: the word walk alone and the sentence walk alone.
if showParts { print("  words only \(rounded(walk([words]).seconds)) s, sentences only \(rounded(walk([sentences]).seconds)) s") }
