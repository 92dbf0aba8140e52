// CopyLowLevel holds the few pieces that work on raw bytes and memory for speed: UTF-8 byte search and hashing, the
// ASCII word table and its filter, the byte buffer, the locale cache. Everything here is `package`: the rules, the
// readers and the kit call it through plain Swift values and never see a pointer.
//
// Each construct here that uses unsafe pointers, forced inlining or unchecked exclusivity is held by a test to a
// plain version of the same function (Tests/CopyLowLevelTests).
