/* Complex arithmetic: one complex multiply (DSPStone's complex_multiply),
   a complex multiply-accumulate update (complex_update) in float and Q15.  */
#include "dsp.h"

void
cmul_f32 (const cfloat *restrict a, const cfloat *restrict b,
	  cfloat *restrict c)
{
  c->re = a->re * b->re - a->im * b->im;
  c->im = a->re * b->im + a->im * b->re;
}

void
cupdate_f32 (const cfloat *restrict a, const cfloat *restrict b,
	     cfloat *restrict d)
{
  d->re += a->re * b->re - a->im * b->im;
  d->im += a->re * b->im + a->im * b->re;
}

void
cupdate_q15 (const cq15 *restrict a, const cq15 *restrict b,
	     cq15 *restrict d)
{
  int32_t re = d->re + ((a->re * b->re - a->im * b->im) >> 15);
  int32_t im = d->im + ((a->re * b->im + a->im * b->re) >> 15);
  d->re = (int16_t) SAT16 (re);
  d->im = (int16_t) SAT16 (im);
}
