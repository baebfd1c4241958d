/* A loop xopt_sms's trial picks and its code generation then refuses.

   The fill loop is vectorized at -O2 (80 bytes, 16 a vector iteration).
   The trial, which analyses the loops as they are, schedules it and
   chooses it; the pass then does the set-up (cfglayout mode, loops with
   preheaders, merged latches) and runs the phases again, and code
   generation refuses the loop when it builds the runtime guard: "too few
   iterations or never a computable count".  No loop is pipelined, yet the
   assembly differs from the build without the plugin: the set-up has
   created labels, so every local label after the function is numbered
   differently (.L21 becomes .L22, ...).  The tokenizer loop (several back
   edges) is there because a function without it comes out identical.  */
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
