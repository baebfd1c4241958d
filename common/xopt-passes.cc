/* Registration of a plugin pass relative to one of GCC's.  */

#include "xopt-common.h"

void
xopt_register_pass (opt_pass *pass, const char *reference, int instance,
		    enum pass_positioning_ops pos)
{
  struct register_pass_info info;
  /* An IPA pass has more hooks than the wrapper forwards.  */
  info.pass = pass->type == IPA_PASS ? pass : xopt_timed (pass);
  info.reference_pass_name = reference;
  info.ref_pass_instance_number = instance;
  info.pos_op = pos;
  register_callback (xopt_plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
  xopt_reapply_opt_info ();

  if (xopt_dump_request)
    {
      /* The pass is registered now, so GCC knows its dump switch.  */
      const char *kind = pass->type == GIMPLE_PASS ? "tree-"
			 : pass->type == RTL_PASS  ? "rtl-"
						   : "ipa-";
      const char *separator = *xopt_dump_request ? "-" : "";
      char *dump_switch
	= concat (kind, pass->name, separator, xopt_dump_request, NULL);
      g->get_dumps ()->dump_switch_p (dump_switch);
      free (dump_switch);
    }
}
