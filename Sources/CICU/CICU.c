// CICU's wrappers are static inline functions in include/CICU.h, compiled where Swift calls them; a C target
// needs one source file, and compiling the header on its own here reports its errors against this file.
#include "CICU.h"
