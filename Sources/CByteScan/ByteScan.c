// Everything is static inline in include/ByteScan.h; SwiftPM builds a C target from at least one source file.
#include "ByteScan.h"
