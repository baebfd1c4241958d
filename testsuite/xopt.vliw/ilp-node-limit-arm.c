/* ilp-node-limit.c on ARM, whose front end gives a complex multiply
   that the ILP proves optimal at its first node on cvliw-2-1 (since the
   lower bound of vliw-ilp-bound.cc): a radix-2 butterfly needs more, so
   node-limit=1 stops the branch and bound before the proof and the best
   schedule found is kept, with the missed remark.  The time limit is
   set far away so that only the node limit can stop it.  */
/* { dg-do compile { target arm*-*-* } } */
/* { dg-options "-fopt-info-optimized-missed -fplugin-arg-xopt_vliw-model=cvliw-2-1 -fplugin-arg-xopt_vliw-node-limit=1 -fplugin-arg-xopt_vliw-time-limit=600000 -fplugin-arg-xopt_vliw-json=ilp-node-limit-arm.c.json" } */

void __attribute__ ((noipa))
butterfly (short *restrict top, short *restrict bottom, const short *twiddle) /* { dg-optimized "function clustered: ILP \[0-9.\]+ weighted cycles \\(gap \[0-9.\]+%, \[0-9.\]+ s\\)" } */
/* { dg-missed "ILP not proven optimal: ILP node limit; best schedule found kept \\(gap \[0-9.\]+%\\)" "" { target *-*-* } .-1 } */
{
  int wr = twiddle[0], wi = twiddle[1];
  int br = bottom[0], bi = bottom[1];
  int tr = (br * wr - bi * wi) >> 15;
  int ti = (br * wi + bi * wr) >> 15;
  int ar = top[0], ai = top[1];
  top[0] = (short) (ar + tr);
  top[1] = (short) (ai + ti);
  bottom[0] = (short) (ar - tr);
  bottom[1] = (short) (ai - ti);
}

/* { dg-final { scan-file "ilp-node-limit-arm.c.json" "\"method\": \"ilp\", \"status\": \"feasible\"" } } */
/* { dg-final { xopt-vliw-check "ilp-node-limit-arm.c.json" } } */
