#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Hashing and comparing strings by their UTF-8 bytes. `String`'s own `Hashable` and `==` work on the
/// normalised form: slower, and they equate spellings whose scalar offsets differ, which caches of analyses
/// and diagnostics (all in scalar offsets) must keep apart. Localisation keys are compared the same way by
/// Foundation (`CFString` equality is by code units, without normalising).
@usableFromInline package enum ByteHash {
    /// FNV-1a over the UTF-8 bytes, eight at a time, with the length mixed in.
    @inlinable
    package static func of(_ text: String) -> UInt64 {
        UTF8Bytes.withBytes(of: text) { of($0) }
    }

    /// The same hash of bytes in place (a line of input not yet made a `String`).
    @inlinable
    package static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var index = 0
        while index + 8 <= bytes.count {
            hash = (hash ^ UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)) &* 0x100_0000_01b3
            index += 8
        }
        while index < bytes.count {
            hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3
            index += 1
        }
        return hash ^ UInt64(bytes.count)
    }

    /// A hash already made, mixed with a dictionary's seed into the value the dictionary indexes by (its low bits):
    /// murmur3's final mix. Keys whose hash is stored give this as their `_rawHashValue(seed:)`, the entry point
    /// `Set` and `Dictionary` call, so a lookup runs no SipHash (its set-up and finish were a visible part of a
    /// lookup).
    @inlinable
    package static func mixed(_ hash: UInt64, seed: Int) -> Int {
        var x = hash ^ UInt64(UInt(bitPattern: seed))
        x ^= x >> 33
        x &*= 0xff51_afd7_ed55_8ccd
        x ^= x >> 33
        x &*= 0xc4ce_b9fe_1a85_ec53
        x ^= x >> 33
        return Int(truncatingIfNeeded: x)
    }
}

/// Whether two strings have the same UTF-8 bytes (`==` compares by canonical equivalence). Two copies of one
/// string share their storage, which is recognised without reading it.
@inlinable
package func sameBytes(_ a: String, _ b: String) -> Bool {
    guard a.utf8.count == b.utf8.count else { return false }
    return UTF8Bytes.withBytes(of: a) { a in UTF8Bytes.withBytes(of: b) { b in sameBytes(a, b) } }
}

/// Whether two byte arrays hold the same bytes, compared with `memcmp` (`==` compares them one at a time: a whole
/// file's bytes, before a fixed file is written).
@inlinable
package func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in sameBytes(a, b) } }
}

/// Whether two byte buffers hold the same bytes (bytes in the same place are, unread).
@inlinable
package func sameBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    a.count == b.count && (a.isEmpty || a.baseAddress == b.baseAddress || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
}

/// A string that is hashed and compared by its bytes, with its hash computed once: a key looked up in several
/// tables (duplicates, source strings) is read once, not once per table. Hashing a `String` itself normalises
/// and runs SipHash over every byte, which for keys that are whole sentences was a visible part of linting.
@usableFromInline package struct ByteKey: Hashable, Sendable {
    @usableFromInline package let string: String
    /// `ByteHash.of(string)`.
    @usableFromInline package let hash: UInt64

    @usableFromInline package init(_ string: String) {
        self.string = string
        hash = ByteHash.of(string)
    }

    @usableFromInline package static func == (a: ByteKey, b: ByteKey) -> Bool {
        a.hash == b.hash && sameBytes(a.string, b.string)
    }

    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    @usableFromInline package func _rawHashValue(seed: Int) -> Int {
        ByteHash.mixed(hash, seed: seed)
    }
}
