/* -fopt-info for plugin passes.

   GCC applies each -fopt-info option to the passes whose optinfo group it
   covers (gcc::dump_manager::opt_info_enable_passes), while the command
   line is processed, before plugins are loaded.  The dump manager keeps
   only the groups, message kinds and file of the last such option, and a
   pass registered later (every plugin pass) gets just those
   (dump_manager::register_pass calls update_dfi_for_opt_info).  So with
   "-fopt-info-loop-optimized -fopt-info-vec-optimized" a loop-group plugin
   pass got nothing at all.

   The remedy: once a plugin's pass is registered, apply the -fopt-info
   options again, in the order GCC applied them.  opt_info_switch_p does
   for every registered pass what it did for GCC's own, and applying an
   option a second time to a pass that has it already changes nothing (the
   message kinds are or-ed, the file is the same).  */

#include "xopt-common.h"
#include "opts.h"

/* The file an -fopt-info-<ARG> option writes to; "stderr" by default, as
   GCC's opt_info_switch_p assumes.  Group and kind words contain no '=',
   so the file is whatever follows the first one.  */

static const char *
opt_info_file (const char *arg)
{
  const char *equals = arg ? strchr (arg, '=') : NULL;
  return equals ? equals + 1 : "stderr";
}

/* Apply -fopt-info and every -fopt-info-<arg> option again, in the order
   handle_common_deferred_options applied them.  GCC 12 honours only the
   file of the first option and ignores, with a warning, an option that
   names another; those are skipped here, so the warning is not given
   twice.  */

void
xopt_reapply_opt_info (void)
{
  /* A malformed option was an error already; do not repeat it.  */
  if (seen_error ())
    return;

  const char *first_file = NULL;
  if (flag_opt_info)
    {
      first_file = opt_info_file (NULL);
      opt_info_switch_p (NULL);
    }

  if (!common_deferred_options)
    return;
  vec<cl_deferred_option> &options
    = *(vec<cl_deferred_option> *) common_deferred_options;
  for (const cl_deferred_option &option : options)
    {
      if (option.opt_index != OPT_fopt_info_)
	continue;
      const char *file = opt_info_file (option.arg);
      if (first_file && strcmp (first_file, file) != 0)
	continue;
      first_file = file;
      opt_info_switch_p (option.arg);
    }
}
