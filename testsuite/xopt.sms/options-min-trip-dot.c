/* min-trip=50: a loop of known count below it is left alone, and the
   guard of a loop of unknown count sends fewer than 50 iterations to the
   original loop: the counter runs over 4-byte elements, so the pipelined
   loop needs 49 latch executions, 196 bytes (8 by default, two stages).
   dot=<file>: the dependence graph of each pipelined loop, with its
   schedule, is appended to the file as a Graphviz digraph.  */
/* { dg-do compile } */
/* { dg-options "-fno-tree-vectorize -fopt-info-loop-optimized-missed -fplugin-arg-xopt_sms-dump -fplugin-arg-xopt_sms-min-trip=50 -fplugin-arg-xopt_sms-dot=options-min-trip-dot.c.dot" } */

int a[100], b[100];

int
dot_i32 (const int *x, const int *y, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined: II=" } */
    s += x[i] * y[i];
  return s;
}

int
dot8 (void)
{
  int s = 0;
  for (int i = 0; i < 8; i++) /* { dg-missed "loop not pipelined: (fewer iterations than min-trip|too few iterations)" } */
    s += a[i] * b[i];
  return s;
}

/* { dg-final { scan-rtl-dump "guard: run the original loop when .*ltu \\(\\(reg \[0-9\]+\\), \\(196\\)\\)" xopt_sms } } */
/* { dg-final { scan-file "options-min-trip-dot.c.dot" "^digraph \"dot_i32_\[0-9\]+\" \{$" } } */
/* { dg-final { scan-file "options-min-trip-dot.c.dot" "label=\"dot_i32: II=\[0-9\]+ MII=\[0-9\]+ \\(ResMII=\[0-9\]+ RecMII=\[0-9\]+\\) stages=\[0-9\]+ list=\[0-9\]+\";" } } */
/* { dg-final { scan-file "options-min-trip-dot.c.dot" "n\[0-9\]+ \\\[shape=ellipse,label=\"\[0-9\]+: .*cycle \[0-9\]+ stage \[0-9\]+ row \[0-9\]+\"\\\];" } } */
/* The accumulator's recurrence is an inter-iteration true dependence.  */
/* { dg-final { scan-file "options-min-trip-dot.c.dot" "n\[0-9\]+ -> n\[0-9\]+ \\\[label=\"T \[0-9\]+/1\",style=dashed\\\];" } } */
