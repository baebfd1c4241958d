/* The wrapper every plugin pass is registered in: its own -ftime-report
   line, and a record that the pass ran (for the -flto note).

   GCC's timer has a fixed table of timing variables (timevar.def), and a
   plugin cannot add one; a plugin pass with TV_NONE is charged to whatever
   item is on top of the timing stack.  The timer also keeps named items
   for code outside GCC (timer::push_client_item and pop_client_item,
   written for libgccjit), which -ftime-report prints under "Client items".
   Each plugin pass is registered wrapped in xopt_timed_pass, which runs
   the pass's gate and execute unchanged and charges execute to an item
   named after the pass.  */

#include "xopt-common.h"
#include "timevar.h"

bool xopt_pass_ran = false;

namespace {

class xopt_timed_pass : public opt_pass
{
public:
  xopt_timed_pass (opt_pass *inner)
    : opt_pass (*inner, g), m_inner (inner)
  {
  }

  opt_pass *
  clone () final override
  {
    return new xopt_timed_pass (m_inner->clone ());
  }

  void
  set_pass_param (unsigned int n, bool param) final override
  {
    m_inner->set_pass_param (n, param);
  }

  bool
  gate (function *fun) final override
  {
    xopt_pass_ran = true;
    return m_inner->gate (fun);
  }

  unsigned int
  execute (function *fun) final override
  {
    /* The item's key is the name's address, the same for every instance
       of the pass, so they share one line.  */
    timer *timer = g_timer;
    if (timer)
      timer->push_client_item (name);
    unsigned int todo = m_inner->execute (fun);
    if (timer)
      timer->pop_client_item ();
    return todo;
  }

private:
  opt_pass *m_inner;
};

} // namespace

opt_pass *
xopt_timed (opt_pass *pass)
{
  return new xopt_timed_pass (pass);
}
