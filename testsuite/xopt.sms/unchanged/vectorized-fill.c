/* A loop xopt_sms's trial used to choose and its code generation then
   refused.

   The fill loop is vectorized at -O2 (80 bytes, 16 a vector iteration).
   The trial, which analyses the loops as they are, schedules it.  Its
   iteration count is symbolic in the loop's registers, and only the
   runtime guard, folding the registers' values at the loop entry (the
   array's bounds), finds 4 latch runs, too few for the stages: "too few
   iterations or never a computable count".  When the guard was built
   only after the set-up (cfglayout mode, loops with preheaders, merged
   latches), no loop was pipelined, yet the assembly differed from the
   build without the plugin: the set-up had created labels, so every
   local label after the function was numbered differently (.L21 became
   .L22, ...).  The tokenizer loop (several back edges) is there because
   a function without it came out identical.  */
char counts[80] __attribute__ ((aligned));

int
tokens (const char *s, int *kinds, int max, int reset)
{
  int n = 0;
  while (*s && n < max)
    {
      char c = *s;
      if (c == ' ' || c == '\t')
	{
	  s++;
	  continue;
	}
      if (c >= '0' && c <= '9')
	{
	  while (*s >= '0' && *s <= '9')
	    s++;
	  kinds[n++] = 1;
	  continue;
	}
      if ((c >= 'a' && c <= 'z') || c == '_')
	{
	  while ((*s >= 'a' && *s <= 'z') || *s == '_'
		 || (*s >= '0' && *s <= '9'))
	    s++;
	  kinds[n++] = 2;
	  continue;
	}
      kinds[n++] = c;
      s++;
    }
  if (reset)
    for (int i = 0; i < (int) sizeof (counts); ++i)
      counts[i] = 'a' + i % 26;
  return n;
}
