/* Typed plugin options: -fplugin-arg-<plugin>-<key>[=<value>].  */

#include "xopt-common.h"

const char *xopt_dump_request = NULL;

/* Return the index of WORD in CHOICES ("a|b|c"), or -1.  */

static int
choice_index (const char *choices, const char *word)
{
  size_t len = strlen (word);
  int index = 0;
  for (const char *p = choices; *p; index++)
    {
      size_t item = strcspn (p, "|");
      if (item == len && strncmp (p, word, len) == 0)
	return index;
      p += item;
      if (*p == '|')
	p++;
    }
  return -1;
}

/* Return the INDEX'th word of CHOICES as a new string.  */

static char *
choice_word (const char *choices, int index)
{
  const char *p = choices;
  for (int i = 0; i < index && *p; i++)
    {
      p += strcspn (p, "|");
      if (*p == '|')
	p++;
    }
  return xstrndup (p, strcspn (p, "|"));
}

/* Parse VALUE as a flag: a bare key, 1/0, yes/no, true/false, on/off.
   Return -1 when it is none of those.  */

static int
parse_flag (const char *value)
{
  if (value == NULL)
    return 1;
  static const char *const truth[] = { "1", "yes", "true", "on" };
  static const char *const falsity[] = { "0", "no", "false", "off" };
  for (unsigned i = 0; i < ARRAY_SIZE (truth); i++)
    {
      if (strcmp (value, truth[i]) == 0)
	return 1;
      if (strcmp (value, falsity[i]) == 0)
	return 0;
    }
  return -1;
}

/* Parse VALUE as a decimal integer into *RESULT; false if it is not one or
   does not fit an int.  */

static bool
parse_int (const char *value, int *result)
{
  if (value == NULL || *value == '\0')
    return false;
  char *end;
  errno = 0;
  long number = strtol (value, &end, 10);
  if (*end != '\0' || errno == ERANGE || number < INT_MIN || number > INT_MAX)
    return false;
  *result = (int) number;
  return true;
}

/* Write the valid keys of OPTIONS to a new string "a, b, c".  */

static char *
valid_keys (const struct xopt_option *options)
{
  char *buffer = NULL;
  size_t size = 0;
  FILE *stream = open_memstream (&buffer, &size);
  fputs ("help, dump", stream);
  for (const struct xopt_option *o = options; o && o->key; o++)
    if (o->help != XOPT_TEST_ONLY)
      fprintf (stream, ", %s", o->key);
  fclose (stream);
  return buffer;
}

/* Store VALUE into OPTION; on a bad value report it and return false.  */

static bool
set_option (const char *plugin, const struct xopt_option *option,
	    const char *value)
{
  int number;
  switch (option->kind)
    {
    case XOPT_FLAG:
      number = parse_flag (value);
      if (number < 0)
	{
	  error ("invalid value %qs for %<-fplugin-arg-%s-%s%>; expected 0 or 1",
		 value, plugin, option->key);
	  return false;
	}
      *(int *) option->var = number;
      return true;

    case XOPT_INT:
      if (!parse_int (value, &number) || number < option->min
	  || number > option->max)
	{
	  error ("invalid value %qs for %<-fplugin-arg-%s-%s%>; expected an "
		 "integer from %d to %d",
		 value ? value : "", plugin, option->key, option->min,
		 option->max);
	  return false;
	}
      *(int *) option->var = number;
      return true;

    case XOPT_ENUM:
      number = value ? choice_index (option->choices, value) : -1;
      if (number < 0)
	{
	  error ("invalid value %qs for %<-fplugin-arg-%s-%s%>; expected one "
		 "of %s",
		 value ? value : "", plugin, option->key, option->choices);
	  return false;
	}
      *(int *) option->var = number;
      return true;

    case XOPT_STRING:
      if (value == NULL || *value == '\0')
	{
	  error ("%<-fplugin-arg-%s-%s%> needs a value", plugin, option->key);
	  return false;
	}
      *(const char **) option->var = value;
      return true;
    }
  gcc_unreachable ();
}

/* Write the current value of OPTION to STREAM.  */

static void
print_value (FILE *stream, const struct xopt_option *option)
{
  switch (option->kind)
    {
    case XOPT_FLAG:
    case XOPT_INT:
      fprintf (stream, "%d", *(int *) option->var);
      break;
    case XOPT_ENUM:
      {
	char *word = choice_word (option->choices, *(int *) option->var);
	fputs (word, stream);
	free (word);
	break;
      }
    case XOPT_STRING:
      {
	const char *text = *(const char **) option->var;
	fputs (text ? text : "(none)", stream);
	break;
      }
    }
}

void
xopt_print_options (FILE *stream, const char *plugin,
		    const struct xopt_option *options)
{
  fprintf (stream, "Options of %s (-fplugin-arg-%s-<key>[=<value>]):\n",
	   plugin, plugin);
  fprintf (stream, "  %-22s %-24s %-12s %s\n", "key", "values", "default",
	   "meaning");
  for (const struct xopt_option *o = options; o && o->key; o++)
    {
      if (o->help == XOPT_TEST_ONLY)
	continue;
      char range[64];
      switch (o->kind)
	{
	case XOPT_FLAG:
	  snprintf (range, sizeof range, "0|1");
	  break;
	case XOPT_INT:
	  snprintf (range, sizeof range, "%d..%d", o->min, o->max);
	  break;
	case XOPT_ENUM:
	  snprintf (range, sizeof range, "%s", o->choices);
	  break;
	case XOPT_STRING:
	  snprintf (range, sizeof range, "<text>");
	  break;
	}
      fprintf (stream, "  %-22s %-24s ", o->key, range);
      char *value = NULL;
      size_t size = 0;
      FILE *value_stream = open_memstream (&value, &size);
      print_value (value_stream, o);
      fclose (value_stream);
      fprintf (stream, "%-12s %s\n", value, o->help);
      free (value);
    }
  fprintf (stream, "  %-22s %-24s %-12s %s\n", "dump", "[<dump flags>]", "",
	   "write the pass dump file (like -fdump-<kind>-<pass>)");
  fprintf (stream, "  %-22s %-24s %-12s %s\n", "help", "", "",
	   "print this table");
}

bool
xopt_parse_options (const char *plugin, struct xopt_option *options, int argc,
		    const struct plugin_argument *argv)
{
  bool ok = true;
  for (int i = 0; i < argc; i++)
    {
      const char *key = argv[i].key;
      if (strcmp (key, "help") == 0)
	{
	  xopt_print_options (stdout, plugin, options);
	  fflush (stdout);
	  continue;
	}
      if (strcmp (key, "dump") == 0)
	{
	  xopt_dump_request = argv[i].value ? argv[i].value : "";
	  continue;
	}
      const struct xopt_option *option = options;
      while (option && option->key && strcmp (option->key, key) != 0)
	option++;
      if (option == NULL || option->key == NULL)
	{
	  char *keys = valid_keys (options);
	  error ("unknown option %<-fplugin-arg-%s-%s%>; valid keys are: %s",
		 plugin, key, keys);
	  free (keys);
	  ok = false;
	  continue;
	}
      ok &= set_option (plugin, option, argv[i].value);
    }
  return ok;
}
