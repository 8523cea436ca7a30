// libFuzzer's driver, for `tangram-fuzz` (scripts/fuzz.sh builds it with FUZZING defined and links
// the toolchain's libclang_rt.fuzzer_no_main, which defines this function).
//
// SwiftPM gives every executable a `main` of its own, so `tangram-fuzz` cannot use the `main` that
// `-sanitize=fuzzer` links in: it hands its arguments and its one-input function to the driver
// instead. Nothing here is linked into any other build.

#ifndef TANGRAM_CLIBFUZZER_H
#define TANGRAM_CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));

#endif
