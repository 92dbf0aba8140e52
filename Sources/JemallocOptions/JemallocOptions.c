#include "JemallocOptions.h"

// jemalloc reads its options from this variable when the process starts (the Jemalloc trait links it; see
// Package.swift). By default it makes four arenas a core, and a thread's freed memory stays in its own arena
// for that thread's next allocations: a large file's parts, read and checked on every core, then left each
// arena holding pages the others could not use. One arena a core, taken by the core a thread runs on, held
// `lint` of a 200,000-string project about 20 MB lower at the same speed (docs/performance.md).
//
// Freed pages are given back to the system after a second (`dirty_decay_ms:1000`; jemalloc's default is ten, longer
// than most runs), with no second wait (`muzzy_decay_ms:0`): the pages a large file's read and roles freed stayed
// resident through its check. `lint` of the 200,000-string `.strings` pair peaked 20 MB lower with no
// more system time; giving pages back at once (`dirty_decay_ms:0`) saved 20 MB more and cost half a second.
//
// Blocks of 1 MB or more (a large file's arrays of entries, roles and findings, made and let go once or twice
// each) come from jemalloc's arena for such blocks (`oversize_threshold`; by default 8 MB), which gives freed pages
// back at once: the arrays a step let go no longer stay resident beside those the next step makes. `lint` of
// the 200,000-string catalog peaked 22 MB lower, the `.strings` pair 8 MB and the corpus 5 MB lower, for up to
// 0.2 s more system time on the largest runs.
const char *malloc_conf = "percpu_arena:percpu,dirty_decay_ms:1000,muzzy_decay_ms:0,oversize_threshold:1048576";
