/* Materialize mode renames webs into new pseudos; an insn that
   auto-increments a renamed register must get its REG_INC note made
   again for the new pseudo.  On ARM, GCC's auto-inc-dec pass turns
   "p = r + 4; v = *p" into "p = r; v = *(p += 4)!" (a pre-increment
   load); with a stale note naming the old register, register allocation
   saw p as an unmodified copy of r, gave both one hard register, and
   the increment moved r too: every later access through r was 4 bytes
   off (found by csmith seed 7 and gcc.c-torture 920501-6.c on ARM).
   On x86-64 it is a plain execute test of the same function.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-optimized-missed -fplugin-arg-xopt_vliw-mode=materialize -fplugin-arg-xopt_vliw-model=c64x -fplugin-arg-xopt_vliw-algo=lucas" } */

#include <stdlib.h>

struct record
{
  short tag;
  short spare;
  short value;
  short copy;
  int count;
};

short *last_value;

/* P is R + 4 and R stays live after the load through P.  */

__attribute__ ((noinline)) int
update_record (struct record *r, short tag, int bump)
{
  short *p = &r->value;
  int v = *p;
  last_value = p;
  r->tag = tag;
  r->count += bump;
  r->copy = (short) v;
  return v + r->count;
}

int
main (void)
{
  struct record r = { 1, 2, 300, 4, 50 };
  volatile int bump = 7;
  int sum = update_record (&r, 9, bump);
  if (sum != 300 + 57 || r.tag != 9 || r.spare != 2 || r.value != 300
      || r.copy != 300 || r.count != 57 || last_value != &r.value)
    abort ();
  return 0;
}

/* { dg-final { scan-remarks "optimized: function materialized: lucas schedule, \[0-9\]+ transfers" } } */
/* { dg-final { scan-remarks-not "missed: function not materialized" } } */
