/* Rob Pike's regular expression matcher, a tokenizer whose loop continues
   from four places, and an NFA step.  Byte-identical with and without
   xopt_sms where nothing is pipelined (unchanged.tcl).  */
/* { dg-options "-O2" } */
static int matchhere (const char *re, const char *text);
static int
matchstar (int c, const char *re, const char *text)
{
  do
    {
      if (matchhere (re, text))
	return 1;
    }
  while (*text != '\0' && (*text++ == c || c == '.'));
  return 0;
}
static int
matchhere (const char *re, const char *text)
{
  if (re[0] == '\0')
    return 1;
  if (re[1] == '*')
    return matchstar (re[0], re + 2, text);
  if (re[0] == '$' && re[1] == '\0')
    return *text == '\0';
  if (*text != '\0' && (re[0] == '.' || re[0] == *text))
    return matchhere (re + 1, text + 1);
  return 0;
}
int
match (const char *re, const char *text)
{
  if (re[0] == '^')
    return matchhere (re + 1, text);
  do
    {
      if (matchhere (re, text))
	return 1;
    }
  while (*text++ != '\0');
  return 0;
}
int
tokens (const char *s, int *kinds, int max)
{
  int n = 0;
  while (*s && n < max)
    {
      char c = *s;
      if (c == ' ' || c == '\t') { s++; continue; }
      if (c >= '0' && c <= '9')
	{
	  while (*s >= '0' && *s <= '9')
	    s++;
	  kinds[n++] = 1;
	  continue;
	}
      if ((c >= 'a' && c <= 'z') || c == '_')
	{
	  while ((*s >= 'a' && *s <= 'z') || *s == '_' || (*s >= '0' && *s <= '9'))
	    s++;
	  kinds[n++] = 2;
	  continue;
	}
      kinds[n++] = c;
      s++;
    }
  return n;
}
int
nfa_step (const unsigned short *trans, unsigned *set, unsigned *next, int nstates, int c)
{
  int any = 0;
  for (int i = 0; i < nstates; i++)
    next[i] = 0;
  for (int i = 0; i < nstates; i++)
    {
      if (!set[i])
	continue;
      int t = trans[i * 256 + c];
      if (t == 0xffff)
	continue;
      next[t] = 1;
      any = 1;
    }
  return any;
}
