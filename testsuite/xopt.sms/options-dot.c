/* dot=<file>: the dependence graph of each pipelined loop, with its
   schedule, is appended to the file as a Graphviz digraph.  */
/* { dg-do compile } */
/* { dg-options "-fno-tree-vectorize -fopt-info-loop-optimized -fplugin-arg-xopt_sms-dot=options-dot.c.dot" } */

int
dot_i32 (const int *x, const int *y, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "loop software-pipelined: II=" } */
    s += x[i] * y[i];
  return s;
}

/* { dg-final { scan-file "options-dot.c.dot" "^digraph \"dot_i32_\[0-9\]+\" \{$" } } */
/* { dg-final { scan-file "options-dot.c.dot" "label=\"dot_i32: II=\[0-9\]+ MII=\[0-9\]+ \\(ResMII=\[0-9\]+ RecMII=\[0-9\]+\\) stages=\[0-9\]+ list=\[0-9\]+\";" } } */
/* { dg-final { scan-file "options-dot.c.dot" "n\[0-9\]+ \\\[shape=ellipse,label=\"\[0-9\]+: .*cycle \[0-9\]+ stage \[0-9\]+ row \[0-9\]+\"\\\];" } } */
/* The accumulator's recurrence is an inter-iteration true dependence.  */
/* { dg-final { scan-file "options-dot.c.dot" "n\[0-9\]+ -> n\[0-9\]+ \\\[label=\"T \[0-9\]+/1\",style=dashed\\\];" } } */
