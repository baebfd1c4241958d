/* Shared helpers of the bench/vliw corpus: Q15/Q31 fixed-point macros as
   DSP code writes them (macros, not functions: the corpus is compiled with
   -fno-inline, and a DSP library's saturation is an instruction).  */
#ifndef BENCH_VLIW_DSP_H
#define BENCH_VLIW_DSP_H

#include <stdint.h>

#define SAT16(x) ((x) > 32767 ? 32767 : (x) < -32768 ? -32768 : (x))
#define SAT32(x) ((x) > INT32_MAX ? INT32_MAX : (x) < INT32_MIN ? INT32_MIN : (x))
#define Q15_MUL(a, b) ((int32_t) (a) * (int32_t) (b) >> 15)

typedef struct { float re, im; } cfloat;
typedef struct { int16_t re, im; } cq15;

#endif
