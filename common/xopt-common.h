/* Shared layer of the xopt GCC plugins: loading checks, typed options,
   pass registration and remarks.  Every plugin includes this header first,
   then whatever GCC internals its passes need.  */

#ifndef XOPT_COMMON_H
#define XOPT_COMMON_H

#include "gcc-plugin.h"
#include "plugin-version.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree-pass.h"
#include "context.h"
#include "dumpfile.h"
#include "diagnostic-core.h"
#include "statistics.h"

/* The version of xopt, reported by plugin_info and the -help table.  */
#define XOPT_VERSION "0.1"

/* -------------------------------------------------------------------------
   Typed options.

   A plugin declares its options once, as a table ending with a null KEY.
   Each entry points at the variable that holds the value; the variable's
   initial value is the default.  The user sets an option with
   -fplugin-arg-<plugin>-<key>[=<value>].  An option whose HELP is
   XOPT_TEST_ONLY exists for the tests: it works, but -help and the list of
   valid keys do not show it.  */

enum xopt_option_kind
{
  /* A flag: VAR is an int that becomes 0 or 1.  A bare key means 1.  */
  XOPT_FLAG,
  /* An integer in [MIN, MAX]: VAR is an int.  */
  XOPT_INT,
  /* One word out of CHOICES ("a|b|c"): VAR is an int, the word's index.  */
  XOPT_ENUM,
  /* Any text: VAR is a const char *, NULL when unset.  */
  XOPT_STRING
};

struct xopt_option
{
  const char *key;
  enum xopt_option_kind kind;
  void *var;
  int min, max;
  const char *choices;
  const char *help;
};

#define XOPT_TEST_ONLY NULL

/* Convenience initialisers, so that option tables read as one line each.  */
#define XOPT_OPTION_FLAG(KEY, VAR, HELP) \
  { KEY, XOPT_FLAG, &(VAR), 0, 1, NULL, HELP }
#define XOPT_OPTION_INT(KEY, VAR, MIN, MAX, HELP) \
  { KEY, XOPT_INT, &(VAR), MIN, MAX, NULL, HELP }
#define XOPT_OPTION_ENUM(KEY, VAR, CHOICES, HELP) \
  { KEY, XOPT_ENUM, &(VAR), 0, 0, CHOICES, HELP }
#define XOPT_OPTION_STRING(KEY, VAR, HELP) \
  { KEY, XOPT_STRING, &(VAR), 0, 0, NULL, HELP }
#define XOPT_OPTION_END { NULL, XOPT_FLAG, NULL, 0, 0, NULL, NULL }

/* -------------------------------------------------------------------------
   Plugin initialisation.  */

/* Describes one plugin to the shared layer.  */
struct xopt_plugin_desc
{
  /* One line: what the plugin does.  */
  const char *summary;
  /* The option table, or NULL.  */
  struct xopt_option *options;
};

/* The base name under which GCC loaded the plugin ("xopt_sms"), set by
   xopt_plugin_setup.  */
extern const char *xopt_plugin_name;

/* First call of every plugin_init.  Refuses (with a fatal error naming both
   sides) a GCC other than the one the plugin was built for, registers the
   plugin's --help text and parses its arguments into the option table.
   Returns false if an option was wrong; the error has been reported and
   plugin_init should return nonzero.  */
extern bool xopt_plugin_setup (struct plugin_name_args *info,
			       struct plugin_gcc_version *version,
			       const struct xopt_plugin_desc *desc);

/* Parse ARGC plugin arguments ARGV into OPTIONS for plugin PLUGIN.  Reports
   an error for an unknown key or a bad value; prints the table for "help".
   Returns true when every argument was valid.  */
extern bool xopt_parse_options (const char *plugin, struct xopt_option *options,
				int argc, const struct plugin_argument *argv);

/* Set by the built-in option "dump[=<flags>]": the dump flags (possibly
   "") to enable for every pass of the plugin, or NULL.  GCC 12 parses
   -fdump-tree-<pass> before it loads plugins and so rejects the names of
   plugin passes; this option, or -fdump-tree-all/-fdump-rtl-all, is the way
   to get a plugin pass's dump file.  */
extern const char *xopt_dump_request;

/* Write the option table of PLUGIN to FILE.  */
extern void xopt_print_options (FILE *file, const char *plugin,
				const struct xopt_option *options);

/* -------------------------------------------------------------------------
   Pass registration.  */

/* Insert PASS relative to GCC's pass REFERENCE (its dump name, e.g. "sched1"
   or "vect"), instance INSTANCE (0 = every instance), as POS says.  GCC 12
   numbers the instances of a pass in its dump name, so for a pass that
   occurs more than once (like "slp") only 0 or 1 can be named here.  The
   pass name should start with "xopt_" so that it never clashes with one of
   GCC's.  Enables the pass's dump file when xopt_dump_request says so, and
   the remarks that any -fopt-info option asks of its group.  The pass gets
   its own line in -ftime-report (see xopt_timed).  */
extern void xopt_register_pass (opt_pass *pass, const char *reference,
				int instance, enum pass_positioning_ops pos);

/* Return PASS wrapped so that -ftime-report shows the time of its execute
   on a line of its own, named after the pass, under "Client items", and
   so that xopt_pass_ran records that the pass manager reached it.  */
extern opt_pass *xopt_timed (opt_pass *pass);

/* True once the gate of one of the plugin's passes has been called.  */
extern bool xopt_pass_ran;

/* Apply every -fopt-info option of the command line again, so that passes
   registered by plugins get the remarks each of them asks for, like GCC's
   own passes (GCC 12 gives a plugin pass only the last option's).  */
extern void xopt_reapply_opt_info (void);

/* -------------------------------------------------------------------------
   Remarks.

   Remarks go through GCC's optinfo machinery, so -fopt-info-<group> shows
   them as "optimized:" or "missed:" lines at the source location, and the
   pass's dump file receives them too.  The group is the pass's
   optinfo_flags (OPTGROUP_LOOP, OPTGROUP_VEC, ...).  The macros check
   dump_enabled_p first, so the arguments cost nothing when nobody
   listens.  */

#define xopt_remark(KIND, LOC, ...)                                       \
  do                                                                      \
    {                                                                     \
      if (dump_enabled_p ())                                              \
	dump_printf_loc (KIND, LOC, __VA_ARGS__);                         \
    }                                                                     \
  while (0)

#define xopt_remark_optimized(LOC, ...) \
  xopt_remark (MSG_OPTIMIZED_LOCATIONS, LOC, __VA_ARGS__)
#define xopt_remark_missed(LOC, ...) \
  xopt_remark (MSG_MISSED_OPTIMIZATION, LOC, __VA_ARGS__)
#define xopt_remark_note(LOC, ...) xopt_remark (MSG_NOTE, LOC, __VA_ARGS__)

/* Count EVENT for -fdump-statistics, under the plugin's name.  */
extern void xopt_count (const char *event, int incr = 1);

/* A decision not to transform, reported the one way every plugin does:
   the remark "missed: WHAT: <reason>" at LOC (FORMAT and the arguments
   give the reason), the same line in the pass's dump file when the dump
   does not receive remarks anyway, and one count of EVENT (unless NULL)
   for -fdump-statistics.  */
extern void xopt_missed (const dump_user_location_t &loc, const char *event,
			 const char *what, const char *format, ...)
  ATTRIBUTE_PRINTF_4;

/* While alive, silences dump_file unless the dump asks for details: GCC's
   df framework, schedulers and CFG manipulations print their whole state
   to any open dump, which buries the pass's own lines.  */
class xopt_quiet_dump
{
public:
  xopt_quiet_dump () : m_saved (dump_file)
  {
    if (!(dump_flags & TDF_DETAILS))
      dump_file = NULL;
  }
  ~xopt_quiet_dump () { dump_file = m_saved; }

private:
  FILE *m_saved;
};

#endif /* XOPT_COMMON_H */
