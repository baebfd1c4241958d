/* xopt_vliw: GCC insn types (get_attr_type names) -> model classes.
   Copyright (C) 2026 The xopt authors.

   The default tables follow notes §3.3 and use the names of GCC 12's
   enum attr_type for each target.  A name ending in '*' is a prefix.  A
   model's own "[target] map" lines come first in type_map and so win.
   When a model lacks a class the table names (c64x has no "fp" classes
   on ARM, ...) the next class of FALLBACK is tried, then "alu".  */

#include "vliw-model.h"

#include <cstring>

namespace {

struct type_rule
{
  const char *type;
  const char *cls;
};

const type_rule arm_rules[] = {
  {"adc_*", "alu"}, {"adcs_*", "alu"}, {"adr", "alu"}, {"alu_*", "alu"},
  {"alus_*", "alu"}, {"logic_*", "alu"}, {"logics_*", "alu"},
  {"mov_*", "alu"}, {"mvn_*", "alu"}, {"csel", "alu"}, {"clz", "alu"},
  {"rbit", "alu"}, {"rev", "alu"}, {"extend", "alu"}, {"bfm", "alu"},
  {"bfx", "alu"}, {"mrs", "alu"}, {"crc", "alu"}, {"f_mcr", "alu"},
  {"f_mcrr", "alu"}, {"f_mrc", "alu"}, {"f_mrrc", "alu"},
  {"neon_to_gp*", "alu"}, {"neon_from_gp*", "alu"},
  {"alu_shift_*", "shift"}, {"shift_imm", "shift"}, {"shift_reg", "shift"},
  {"rotate_imm", "shift"},
  {"mul", "mul"}, {"muls", "mul"}, {"mla", "mul"}, {"mlas", "mul"},
  {"sm*", "mul"}, {"um*", "mul"},
  {"sdiv", "div"}, {"udiv", "div"},
  {"load_*", "load"}, {"f_loads", "load"}, {"f_loadd", "load"},
  {"neon_ldr", "load"}, {"neon_ldp*", "load"}, {"neon_load*", "load"},
  {"store_*", "store"}, {"f_stores", "store"}, {"f_stored", "store"},
  {"neon_str", "store"}, {"neon_stp*", "store"}, {"neon_store*", "store"},
  {"fadds", "fpadd"}, {"faddd", "fpadd"}, {"fcmps", "fpadd"},
  {"fcmpd", "fpadd"}, {"fccmp*", "fpadd"}, {"ffariths", "fpadd"},
  {"ffarithd", "fpadd"}, {"fmov", "fpadd"}, {"fconsts", "fpadd"},
  {"fconstd", "fpadd"}, {"f_minmax*", "fpadd"}, {"f_rint*", "fpadd"},
  {"f_cvt*", "fpadd"}, {"fcsel", "fpadd"}, {"f_flag", "fpadd"},
  {"float", "fpadd"},
  {"fmuls", "fpmul"}, {"fmuld", "fpmul"}, {"fmacs", "fpmul"},
  {"fmacd", "fpmul"}, {"ffmas", "fpmul"}, {"ffmad", "fpmul"},
  {"fdivs", "fpdiv"}, {"fdivd", "fpdiv"}, {"fsqrts", "fpdiv"},
  {"fsqrtd", "fpdiv"},
  {"neon_fp_div*", "fpdiv"}, {"neon_fp_sqrt*", "fpdiv"},
  {"neon_fp_mul*", "fpmul"}, {"neon_fp_mla*", "fpmul"},
  {"neon_fp_*", "fpadd"}, {"neon_int_to_fp*", "fpadd"},
  {"neon_mul*", "mul"}, {"neon_sat_mul*", "mul"}, {"neon_mla*", "mul"},
  {"neon_sat_mla*", "mul"}, {"neon_*", "alu"}, {"wmmx_*", "alu"},
  {"crypto_*", "alu"}, {"mve_load", "load"}, {"mve_store", "store"},
  {"mve_move", "alu"},
  {"branch", "branch"}, {"call", "call"},
  {"block", "other"}, {"trap", "other"}, {"no_insn", "other"},
  {"untyped", "other"}, {"multiple", "other"}, {"coproc", "other"},
  {"nop", "other"}
};

const type_rule x86_rules[] = {
  {"alu", "alu"}, {"alu1", "alu"}, {"negnot", "alu"}, {"imov", "alu"},
  {"imovx", "alu"}, {"lea", "alu"}, {"incdec", "alu"}, {"icmp", "alu"},
  {"test", "alu"}, {"setcc", "alu"}, {"icmov", "alu"}, {"bitmanip", "alu"},
  {"ishift*", "shift"}, {"rotate*", "shift"},
  {"imul", "mul"}, {"imulx", "mul"}, {"idiv", "div"},
  {"fmov", "fpadd"}, {"fop", "fpadd"}, {"fsgn", "fpadd"}, {"fcmp", "fpadd"},
  {"fxch", "fpadd"}, {"fcmov", "fpadd"}, {"fistp", "fpadd"},
  {"fisttp", "fpadd"}, {"frndint", "fpadd"}, {"fmul", "fpmul"},
  {"fdiv", "fpdiv"}, {"fpspc", "fpdiv"},
  {"sse", "fpadd"}, {"ssemov", "alu"}, {"sseadd*", "fpadd"},
  {"sseiadd*", "alu"}, {"sselog*", "alu"}, {"sseishft*", "shift"},
  {"ssecmp", "fpadd"}, {"ssecomi", "fpadd"}, {"ssecvt*", "fpadd"},
  {"sseicvt", "fpadd"}, {"sseins", "alu"}, {"sseshuf*", "alu"},
  {"sse4arg", "fpadd"}, {"ssemul", "fpmul"}, {"sseimul", "mul"},
  {"ssemuladd", "fpmul"}, {"ssediv", "fpdiv"},
  {"mmx", "alu"}, {"mmxmov", "alu"}, {"mmxadd", "alu"}, {"mmxmul", "mul"},
  {"mmxcmp", "alu"}, {"mmxcvt", "fpadd"}, {"mmxshft", "shift"},
  {"push", "store"}, {"pop", "load"},
  {"ibr", "branch"}, {"call", "call"}, {"callv", "call"},
  {"leave", "other"}, {"str", "other"}, {"multi", "other"},
  {"other", "other"}, {"lwp", "other"}, {"mskmov", "other"},
  {"msklog", "other"}
};

/* The class to try when the model has no class NAME.  */
const char *
fallback_class (const char *name)
{
  static const type_rule fallback[] = {
    {"shift", "alu"}, {"fpadd", "alu"}, {"fpmul", "mul"},
    {"fpdiv", "div"}, {"div", "mul"}, {"mul32", "mul"}, {"mul", "alu"},
    {"other", "alu"}
  };
  for (const type_rule &f : fallback)
    if (strcmp (f.type, name) == 0)
      return f.cls;
  return NULL;
}

/* Whether TYPE matches PATTERN (exact, or prefix when PATTERN ends in
   '*'); *LEN is the number of characters matched.  */
bool
type_matches (const std::string &pattern, const char *type, size_t *len)
{
  if (!pattern.empty () && pattern.back () == '*')
    {
      *len = pattern.size () - 1;
      return strncmp (pattern.c_str (), type, *len) == 0;
    }
  *len = pattern.size () + 1;
  return pattern == type;
}

} // anon namespace

void
vliw_add_default_type_map (vliw_model *model, const char *target)
{
  const type_rule *rules = arm_rules;
  size_t n = sizeof arm_rules / sizeof arm_rules[0];
  if (strcmp (target, "x86_64") == 0)
    {
      rules = x86_rules;
      n = sizeof x86_rules / sizeof x86_rules[0];
    }
  else if (strcmp (target, "arm") != 0)
    return;
  for (size_t i = 0; i < n; i++)
    {
      const char *name = rules[i].cls;
      int cls = -1;
      while (name && (cls = vliw_find_class (*model, name)) < 0)
	name = fallback_class (name);
      if (cls >= 0)
	model->type_map.push_back (std::make_pair (rules[i].type, cls));
    }
}

int
vliw_map_type (const vliw_model &model, const char *type)
{
  int best = -1;
  size_t best_len = 0;
  /* Exact names beat prefixes, longer prefixes shorter ones; on a tie
     the earlier entry (a model's own map line) wins.  */
  for (const std::pair<std::string, int> &entry : model.type_map)
    {
      size_t len;
      if (type_matches (entry.first, type, &len) && len > best_len)
	{
	  best = entry.second;
	  best_len = len;
	}
    }
  return best;
}

/* The index of class NAME in MODEL, or -1 (here rather than in
   vliw-model.cc, which calls this file: no call cycle).  */
int
vliw_find_class (const vliw_model &model, const std::string &name)
{
  for (unsigned i = 0; i < model.classes.size (); i++)
    if (model.classes[i].name == name)
      return i;
  return -1;
}
