extension RandomAccessCollection where Index == Int {
    /// The index of the first element for which `isAfter` is true, in a collection where every element for which it
    /// is false comes first (a sorted array asked "is it past x?"); `endIndex` when there is none. Found by halving.
    /// (Lookups by position in sorted arrays — entries by index, ranges by line, spans by offset — each halved
    /// their own way.)
    @inlinable
    package func partitionPoint(where isAfter: (Element) -> Bool) -> Int {
        var low = startIndex, high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if isAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
