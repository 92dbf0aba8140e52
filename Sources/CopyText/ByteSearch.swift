#if canImport(Darwin)
import Darwin
#else
import Glibc
#endif

/// Finding a byte with `memchr`, which reads many bytes at a time: most texts hold none of the bytes asked about,
/// and a byte loop over them was a visible part of analysing and reading.
public enum ByteSearch {
    /// The first index of `byte` in `bytes` from `start`.
    @inlinable
    public static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress, let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
