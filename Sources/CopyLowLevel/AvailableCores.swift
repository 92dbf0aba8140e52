// No Foundation here: this module imports CICU, whose ICU declarations clash with Foundation's own ICU.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The cores this process may run on. The count of online cores (Foundation's `activeProcessorCount`) counts the machine's cores even when
/// the process is pinned to fewer (`taskset`, a CI runner's cpuset), and more workers than cores only adds
/// checkers to build and caches that miss.
package enum AvailableCores {
    package static let count: Int = {
        let online = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #if os(Linux)
        var set = cpu_set_t()
        guard sched_getaffinity(0, MemoryLayout<cpu_set_t>.size, &set) == 0 else { return online }
        let allowed = withUnsafeBytes(of: set) { bytes in bytes.reduce(0) { $0 + $1.nonzeroBitCount } }
        return max(1, min(online, allowed))
        #else
        return online
        #endif
    }()
}

#if os(Linux)
// glibc declares it only under _GNU_SOURCE, which the Glibc module is not built with.
@_silgen_name("sched_getaffinity")
private func sched_getaffinity(_ pid: pid_t, _ size: Int, _ mask: UnsafeMutablePointer<cpu_set_t>) -> Int32
#endif
