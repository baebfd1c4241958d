/* Plugin loading: the GPL-compatibility symbol, the check that GCC is the
   one this plugin was built for, and the plugin's --help text.  */

#include "xopt-common.h"

/* GCC refuses plugins that do not export this symbol.  */
int plugin_is_GPL_compatible;

const char *xopt_plugin_name = "xopt";

/* The triplet of the compiler whose headers this object was built against;
   the Makefile defines it.  */
#ifndef XOPT_TARGET_TRIPLET
#error "XOPT_TARGET_TRIPLET must name the target compiler"
#endif

/* Return the --target= value of a GCC configuration line, as a new string,
   or "unknown".  */

static char *
configured_target (const char *configuration_arguments)
{
  const char *p = strstr (configuration_arguments, "--target=");
  if (!p)
    return xstrdup ("unknown");
  p += strlen ("--target=");
  return xstrndup (p, strcspn (p, " \t"));
}

/* Stop the compilation, with one message, when GCC (described by VERSION)
   is not the compiler this plugin was built for.  */

static void
check_host_compiler (struct plugin_gcc_version *version)
{
  char *host_target = configured_target (version->configuration_arguments);
  if (strcmp (host_target, XOPT_TARGET_TRIPLET) != 0)
    fatal_error (UNKNOWN_LOCATION,
		 "%s was built for the %s compiler but is loaded into the %s "
		 "compiler (GCC %s); use its build for %s",
		 xopt_plugin_name, XOPT_TARGET_TRIPLET, host_target,
		 version->basever, host_target);

  if (!plugin_default_version_check (version, &gcc_version))
    fatal_error (UNKNOWN_LOCATION,
		 "%s was built for GCC %s (%s) but is loaded into GCC %s (%s) "
		 "with other configuration; rebuild it for this compiler",
		 xopt_plugin_name, gcc_version.basever, gcc_version.datestamp,
		 version->basever, version->datestamp);
  free (host_target);
}

/* Build the text "<summary>\nOptions:\n<table>" that --help shows.  */

static char *
help_text (const struct xopt_plugin_desc *desc)
{
  char *buffer = NULL;
  size_t size = 0;
  FILE *stream = open_memstream (&buffer, &size);
  if (!stream)
    return xstrdup (desc->summary);
  fprintf (stream, "%s\n", desc->summary);
  xopt_print_options (stream, xopt_plugin_name, desc->options);
  fclose (stream);
  return buffer;
}

/* At PLUGIN_FINISH_UNIT: a compilation with -flto and without
   -ffat-lto-objects writes only GCC's intermediate code; the passes after
   the interprocedural ones, where the plugins' passes are, run at link
   time (lto1).  When none of the plugin's passes ran, say so once, or the
   plugin seems to work and does nothing.  */

static void
note_slim_lto (void *, void *)
{
  if (in_lto_p || !flag_generate_lto || flag_fat_lto_objects || xopt_pass_ran)
    return;
  inform (UNKNOWN_LOCATION,
	  "%s does nothing at compile time with %<-flto%>: its passes run at "
	  "link time, so give the same %<-fplugin%> and "
	  "%<-fplugin-arg-%s-*%> options to the link command (or compile "
	  "with %<-ffat-lto-objects%>)",
	  xopt_plugin_name, xopt_plugin_name);
}

bool
xopt_plugin_setup (struct plugin_name_args *info,
		   struct plugin_gcc_version *version,
		   const struct xopt_plugin_desc *desc)
{
  xopt_plugin_name = info->base_name;
  check_host_compiler (version);

  static struct plugin_info plugin_info;
  plugin_info.version = XOPT_VERSION " for " XOPT_TARGET_TRIPLET;
  /* GCC prints the text only under --help; building it costs every
     compilation about 0.1 % of a small file's instructions.  */
  plugin_info.help = help_flag ? help_text (desc) : NULL;
  register_callback (info->base_name, PLUGIN_INFO, NULL, &plugin_info);
  register_callback (info->base_name, PLUGIN_FINISH_UNIT, note_slim_lto, NULL);

  return xopt_parse_options (info->base_name, desc->options, info->argc,
			     info->argv);
}

void
xopt_count (const char *event, int incr)
{
  statistics_counter_event (cfun, event, incr);
}

void
xopt_missed (const dump_user_location_t &loc, const char *event,
	     const char *what, const char *format, ...)
{
  if (event)
    xopt_count (event);
  if (!dump_file && !dump_enabled_p ())
    return;
  va_list args;
  va_start (args, format);
  char *reason = xvasprintf (format, args);
  va_end (args);
  if (dump_file && !(dump_flags & MSG_MISSED_OPTIMIZATION))
    fprintf (dump_file, "missed: %s: %s\n", what, reason);
  xopt_remark_missed (loc, "%s: %s\n", what, reason);
  free (reason);
}
