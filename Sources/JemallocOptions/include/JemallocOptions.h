// The options the copylint command gives jemalloc (JemallocOptions.c); nothing to call.
#ifndef JEMALLOC_OPTIONS_H
#define JEMALLOC_OPTIONS_H

extern const char *malloc_conf;

#endif
