#include "JemallocOptions.h"

// jemalloc reads its options from this variable when the process starts (the Jemalloc trait links it; see
// Package.swift). By default it makes four arenas a core, and a thread's freed memory stays in its own arena
// for that thread's next allocations: a large file's parts, read and checked on every core, then left each
// arena holding pages the others could not use. One arena a core, taken by the core a thread runs on, held
// `lint` of a 200,000-string project about 20 MB lower at the same speed (docs/performance.md).
const char *malloc_conf = "percpu_arena:percpu";
