/* Stage compaction on x86-64: a fill loop driven by an xorshift
   generator, as bench_fill_f32 in bench/sms/bench.h.  Every node of the
   body is in one recurrence through loop-carried anti dependences, so
   most nodes cannot move alone, and the reservation table replays only
   for some orders within a row (the decoder model).  The chain after the
   generator is shifted as a whole (sms_compact_groups) and a moved node
   may take any position in its row (sms_mrt_place): 3 stages at II=10
   instead of 5, as many as the list length (27) needs.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O2 -fopt-info-loop-optimized-missed -fplugin-arg-xopt_sms-dump" } */

static unsigned state = 2463534242u;

static inline unsigned
next_rand (void)
{
  state ^= state << 13;
  state ^= state >> 17;
  state ^= state << 5;
  return state;
}

static inline int
next_range (int lo, int hi)
{
  return lo + (int) (next_rand () % (unsigned) (hi - lo + 1));
}

float a[8000];

void
fill_f32 (void)
{
  for (int i = 0; i < 8000; i++) /* { dg-optimized "loop software-pipelined: II=10 MII=10 stages=3 list=27" } */
    a[i] = (float) (next_range (-6400, 6400) / 64.0);
}

/* { dg-final { scan-rtl-dump "SMS II=10: 3 stages instead of 5" xopt_sms } } */
