/* The options of xopt_sms as the phases read them: the values of the
   plugin's arguments (the table that parses them is in sms-pass.cc) and
   what follows from them.  Part of the leaf layer: it calls nothing.  */

#include "sms.h"

int sms_forms = SMS_FORMS_ALL;
int sms_model = SMS_MODEL_AUTO;
int sms_max_ii_factor = 2;
/* Every x86-64 processor GCC tunes for by default is out-of-order, the
   ARM cores with a pipeline description are in-order.  */
static bool
sms_out_of_order_target_p (void)
{
  return (startswith (XOPT_TARGET_TRIPLET, "x86_64")
	  || startswith (XOPT_TARGET_TRIPLET, "i686")
	  || startswith (XOPT_TARGET_TRIPLET, "i586"));
}

/* On by default for in-order targets: there a move that lowers II pays
   (sms_schedule_candidate keeps the schedule without moves at the same
   II).  Out of order, moves are copies issued on top of the loop's
   insns.  */
int sms_allow_regmoves = !sms_out_of_order_target_p ();
int sms_regmoves_keep = SMS_REGMOVES_KEEP_BEST;
int sms_min_trip = 2;
/* Like register moves, on by default for in-order targets, where a
   lower II pays; the pass keeps it only when it lowers II.  */
int sms_mve = !sms_out_of_order_target_p ();
const char *sms_dot_file = NULL;

/* An out-of-order processor overlaps the iterations of a loop in
   hardware, so pipelining can only gain there by issuing fewer insns.  */
bool
sms_out_of_order_p (void)
{
  if (sms_model == SMS_MODEL_AUTO)
    return sms_out_of_order_target_p ();
  return sms_model == SMS_MODEL_OUT_OF_ORDER;
}

sms_sched_options
sms_current_options (bool allow_moves)
{
  sms_sched_options opts;
  opts.max_ii_factor = sms_max_ii_factor;
  opts.regmoves = allow_moves;
  opts.out_of_order = sms_out_of_order_p ();
  opts.mve = false;
  opts.ii_limit = 0;
  return opts;
}
