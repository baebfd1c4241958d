/* Aligning the pipelined kernels.

   Where the target aligns loops at all (-falign-loops, x86-64 at -O2:
   16 bytes when at most 10 bytes of padding), a loop still straddles a
   32- or 64-byte fetch window whenever its head lands late in a 16-byte
   line.  An x86 core then fetches, or reads from its decoded-insn cache,
   two windows per iteration; for a kernel of one or two cycles that
   costs more than pipelining gains (measured: a 27-byte float kernel
   that straddled a 64-byte line ran 1.5 times slower than the same code
   aligned to 64).  The pipelining adds a guard and a prologue before the
   kernel, which moves it to a different place than the original loop,
   so without care its speed would depend on that lottery.

   So the kernel gets the smallest alignment, up to 64 bytes, that keeps
   it inside one such window: 2^k >= its length.  A kernel longer than 64
   bytes is aligned to 64 all the same: it then spans the fewest windows
   its length allows (a 62-byte float kernel estimated at 66 bytes spanned
   three 32-byte windows where the loop it replaced spanned two, and ran
   at 0.83 of its speed).  The padding runs once per entry to the loop,
   or not at all when the kernel's head follows a barrier.

   Two passes do it.  The first runs after "alignments", when the block
   order is final and the kernel blocks still carry the
   BB_DISABLE_SCHEDULE flag sms-codegen.cc gave them; it records their
   labels by number.  The second runs after the CFG is freed, where an
   insn may sit between blocks, and puts an alignment directive right
   before each recorded label.  */

#include "sms.h"
#include "memmodel.h"
#include "emit-rtl.h"
#include "insn-attr.h"
#include "flags.h"
#include "output.h"

int sms_align_kernel = 1;

/* The labels of the kernels of the current function, by number.  */
static auto_vec<int> sms_kernel_labels;

/* The largest window a kernel is aligned to fit, as a power of two.  */
static const int sms_max_kernel_align_log = 6;

namespace {

class pass_xopt_sms_mark_kernels : public sms_rtl_pass
{
public:
  pass_xopt_sms_mark_kernels (gcc::context *ctxt)
    : sms_rtl_pass ("xopt_sms_mark_kernels", 0, ctxt) {}

  /* Only where the target aligns loops: elsewhere (ARM) fetch windows
     are not what limits a kernel.  */
  bool
  gate (function *fun) final override
  {
    return (sms_align_kernel && optimize > 0
	    && !optimize_function_for_size_p (fun)
	    && align_loops.levels[0].log > 0);
  }

  unsigned int execute (function *fun) final override;
};

/* A kernel is a block flagged BB_DISABLE_SCHEDULE that branches to
   itself.  */
unsigned int
pass_xopt_sms_mark_kernels::execute (function *fun)
{
  sms_kernel_labels.truncate (0);
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      if (!(bb->flags & BB_DISABLE_SCHEDULE) || !LABEL_P (BB_HEAD (bb))
	  || !find_edge (bb, bb))
	continue;
      sms_kernel_labels.safe_push (CODE_LABEL_NUMBER (BB_HEAD (bb)));
      if (dump_file)
	fprintf (dump_file, "kernel in bb %d, label %d\n", bb->index,
		 CODE_LABEL_NUMBER (BB_HEAD (bb)));
    }
  return 0;
}

class pass_xopt_sms_align_kernels : public sms_rtl_pass
{
public:
  pass_xopt_sms_align_kernels (gcc::context *ctxt)
    : sms_rtl_pass ("xopt_sms_align_kernels", 0, ctxt) {}

  bool
  gate (function *) final override
  {
    return !sms_kernel_labels.is_empty ();
  }

  unsigned int execute (function *fun) final override;
};

/* The length in bytes of the kernel from LABEL to the jump back to it,
   at most (branch shortening has not run, so get_attr_length gives each
   insn's longest form), or -1 when no such jump follows.  */
static int
sms_kernel_length (rtx_insn *label)
{
  int length = 0;
  for (rtx_insn *insn = NEXT_INSN (label); insn; insn = NEXT_INSN (insn))
    {
      if (LABEL_P (insn) || BARRIER_P (insn))
	return -1;
      if (!INSN_P (insn))
	continue;
      length += get_attr_length (insn);
      if (JUMP_P (insn))
	return JUMP_LABEL (insn) == label ? length : -1;
    }
  return -1;
}

unsigned int
pass_xopt_sms_align_kernels::execute (function *)
{
  for (rtx_insn *insn = get_insns (); insn; insn = NEXT_INSN (insn))
    {
      if (!LABEL_P (insn)
	  || !sms_kernel_labels.contains (CODE_LABEL_NUMBER (insn)))
	continue;
      /* At least the loop alignment: -falign-loops allows a maximum
	 skip, which the directive here does not.  */
      int length = sms_kernel_length (insn);
      if (length <= 0)
	continue;
      int log = align_loops.levels[0].log;
      while ((1 << log) < length && log < sms_max_kernel_align_log)
	log++;
      if (dump_file)
	fprintf (dump_file, "kernel at label %d: at most %d bytes, aligned "
		 "to %d%s\n", CODE_LABEL_NUMBER (insn), length, 1 << log,
		 length > (1 << log) ? " (longer than one window)" : "");
      char directive[32];
      snprintf (directive, sizeof directive, ".p2align %d", log);
      emit_insn_before (gen_rtx_ASM_INPUT_loc (VOIDmode,
					       ggc_strdup (directive),
					       INSN_LOCATION (insn)),
			insn);
    }
  sms_kernel_labels.truncate (0);
  return 0;
}

} // namespace

void
sms_register_kernel_alignment (void)
{
  xopt_register_pass (new pass_xopt_sms_mark_kernels (g), "alignments", 1,
		      PASS_POS_INSERT_AFTER);
  xopt_register_pass (new pass_xopt_sms_align_kernels (g), "mach", 1,
		      PASS_POS_INSERT_AFTER);
}
