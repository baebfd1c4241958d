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
   .L22, ...).  The scanner loop (several back edges) is there because
   a function without it came out identical.  */
char counts[80] __attribute__ ((aligned));

int
scan (const unsigned char *p, const unsigned char *end, int *stats,
      int reset)
{
  int words = 0, digits = 0, other = 0;
  while (p < end && *p)
    {
      if (*p == ' ' || *p == '\n')
	{
	  p++;
	  continue;
	}
      if ((unsigned) (*p - '0') < 10u)
	{
	  do
	    p++;
	  while (p < end && (unsigned) (*p - '0') < 10u);
	  digits++;
	  continue;
	}
      if ((*p | 32) >= 'a' && (*p | 32) <= 'z')
	{
	  p += p[1] == '\'' ? 2 : 1;
	  words++;
	  continue;
	}
      other++;
      p++;
    }
  stats[0] = words;
  stats[1] = digits;
  stats[2] = other;
  if (reset)
    for (int i = 0; i < (int) sizeof (counts); ++i)
      counts[i] = 'a' + i % 26;
  return words;
}
