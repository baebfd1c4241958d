/* The dependence graph of each block, with the model's latencies.

   Register dependences come from the df refs of the insns (every
   register, with call clobbers); memory dependences from GCC's alias
   oracle, with calls, volatile insns and asms ordered against every
   memory access and each other; control dependences tie every insn to
   the block's jump.  A register dependence inside one web carries the
   web: the solvers drop its anti/output form across clusters and satisfy
   its flow form with a transfer.

   Dependences that x86's blanket FLAGS clobbers create (almost every ALU
   insn clobbers the flags) would serialise whole blocks for a machine
   that has no such register; model mode drops the anti and output
   dependences in which a pure clobber of the flags takes part.  */

#include "vliw.h"
#include "alias.h"
#include "rtl-iter.h"

/* One register access in the current block.  */
struct vliw_access
{
  int insn;
  int web;
  bool clobber;
};

/* The accesses of each register in the current block.  */
struct vliw_reg_history
{
  std::vector<vliw_access> defs, uses;
};

static void
vliw_add_dep (vliw_problem &p, int from, int to, vliw_dep_kind kind,
	      int latency, int web)
{
  vliw_dep dep = { from, to, kind, latency, web };
  p.deps.push_back (dep);
}

/* The web of REF, or -1.  */

static int
vliw_ref_web (vliw_function *vf, df_ref ref)
{
  auto it = vf->web_of_ref.find (ref);
  return it == vf->web_of_ref.end () ? -1 : it->second;
}

/* The register dependences of insn I (index in VF) on the accesses in
   HIST, which are then updated with I's own.  */

static void
vliw_reg_deps (vliw_function *vf, int i,
	       std::map<unsigned, vliw_reg_history> &hist, bool drop_flags)
{
  vliw_problem &p = vf->problem;
  const vliw_model &m = *p.model;
  rtx_insn *insn = vf->insns[i];
  df_ref ref;
  FOR_EACH_INSN_USE (ref, insn)
    {
      vliw_reg_history &h = hist[DF_REF_REGNO (ref)];
      int web = vliw_ref_web (vf, ref);
      if (!h.defs.empty ())
	{
	  const vliw_access &d = h.defs.back ();
	  if (d.insn != i)
	    vliw_add_dep (p, d.insn, i, VLIW_DEP_FLOW,
			  vliw_class_latency (m, p.insns[d.insn].cls),
			  d.web == web ? web : -1);
	}
      vliw_access a = { i, web, false };
      h.uses.push_back (a);
    }
  FOR_EACH_INSN_DEF (ref, insn)
    {
      unsigned regno = DF_REF_REGNO (ref);
      vliw_reg_history &h = hist[regno];
      int web = vliw_ref_web (vf, ref);
      bool clobber = DF_REF_FLAGS_IS_SET (ref, DF_REF_MUST_CLOBBER);
      bool flags = drop_flags && regno == targetm.flags_regnum;
      for (const vliw_access &d : h.defs)
	if (d.insn != i && !(flags && (clobber || d.clobber)))
	  vliw_add_dep (p, d.insn, i, VLIW_DEP_OUTPUT, m.lat_output,
			d.web == web ? web : -1);
      for (const vliw_access &u : h.uses)
	if (u.insn != i && !(flags && clobber))
	  vliw_add_dep (p, u.insn, i, VLIW_DEP_ANTI, m.lat_anti,
			u.web == web ? web : -1);
      vliw_access a = { i, web, clobber };
      h.defs.push_back (a);
    }
}

/* The memory behaviour of one insn.  */
struct vliw_mem_info
{
  std::vector<rtx> loads, stores;
  bool barrier;
  /* May trap: it stays on its side of calls and volatile insns.  */
  bool traps;
};

static void
vliw_note_store (rtx dest, const_rtx, void *data)
{
  if (MEM_P (dest))
    ((vliw_mem_info *) data)->stores.push_back (dest);
}

/* The memory accesses of INSN.  */

static vliw_mem_info
vliw_mem_accesses (rtx_insn *insn)
{
  vliw_mem_info info;
  rtx pat = PATTERN (insn);
  info.barrier = (CALL_P (insn) || volatile_insn_p (pat)
		  || asm_noperands (pat) >= 0);
  info.traps = may_trap_p (pat);
  note_stores (insn, vliw_note_store, &info);
  subrtx_iterator::array_type array;
  FOR_EACH_SUBRTX (iter, array, pat, ALL)
    if (MEM_P (*iter))
      {
	bool store = false;
	for (rtx s : info.stores)
	  store |= s == *iter;
	if (!store)
	  info.loads.push_back (CONST_CAST_RTX (*iter));
	if (MEM_VOLATILE_P (*iter))
	  info.barrier = true;
      }
  return info;
}

/* The latency of the memory dependence A -> B, or -1 when there is
   none.  */

static int
vliw_mem_latency (const vliw_model &m, const vliw_mem_info &a,
		  const vliw_mem_info &b)
{
  bool a_mem = (a.barrier || a.traps || !a.loads.empty ()
		|| !a.stores.empty ());
  bool b_mem = (b.barrier || b.traps || !b.loads.empty ()
		|| !b.stores.empty ());
  if ((a.barrier && b_mem) || (b.barrier && a_mem))
    return MAX (m.lat_mem_flow, MAX (m.lat_anti, m.lat_output));
  int lat = -1;
  for (rtx s : a.stores)
    {
      for (rtx l : b.loads)
	if (true_dependence (s, VOIDmode, l))
	  lat = MAX (lat, m.lat_mem_flow);
      for (rtx t : b.stores)
	if (output_dependence (s, t))
	  lat = MAX (lat, m.lat_output);
    }
  for (rtx l : a.loads)
    for (rtx t : b.stores)
      if (anti_dependence (l, t))
	lat = MAX (lat, m.lat_anti);
  return lat;
}

/* The dependences of block B of VF.  */

static void
vliw_block_deps (vliw_function *vf, int b, bool drop_flags)
{
  vliw_problem &p = vf->problem;
  const std::vector<int> &insns = p.blocks[b].insns;
  std::map<unsigned, vliw_reg_history> hist;
  std::vector<vliw_mem_info> mem;
  for (int i : insns)
    {
      vliw_reg_deps (vf, i, hist, drop_flags);
      mem.push_back (vliw_mem_accesses (vf->insns[i]));
    }
  for (unsigned x = 0; x < insns.size (); x++)
    for (unsigned y = x + 1; y < insns.size (); y++)
      {
	int lat = vliw_mem_latency (*p.model, mem[x], mem[y]);
	if (lat >= 0)
	  vliw_add_dep (p, insns[x], insns[y], VLIW_DEP_MEM, lat, -1);
      }
  if (!insns.empty () && p.insns[insns.back ()].jump)
    for (unsigned x = 0; x + 1 < insns.size (); x++)
      vliw_add_dep (p, insns[x], insns.back (), VLIW_DEP_CONTROL,
		    p.model->lat_control, -1);
}

/* The dependences of every block of VF.  DROP_FLAG_CLOBBERS: model
   mode's relaxation of the flags register, see above.  */

void
vliw_build_deps (vliw_function *vf, bool drop_flag_clobbers)
{
  init_alias_analysis ();
  for (unsigned b = 0; b < vf->problem.blocks.size (); b++)
    vliw_block_deps (vf, b, drop_flag_clobbers);
  end_alias_analysis ();
}
