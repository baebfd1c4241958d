/* The model class of each insn (design notes §3.3).

   The class comes from the target's "type" attribute (and on x86 its
   "memory" attribute), through the model's "map" lines first and the
   default table below second.  get_attr_* is only called on insns the
   target recognises: on any other insn it would be a fatal error.  Insns
   without a usable type (asm, unrecognised, "other"/"multi" types) are
   classified from their pattern.  */

#include "vliw.h"
#include "insn-config.h"
#include "insn-attr.h"
#include "print-rtl.h"
#include "recog.h"

/* The names of the target's enum attr_type, in enum order, generated
   from its insn-attr-common.h (plugin.mk).  */
static const char *const vliw_type_names[] = {
#include "vliw-types.inc"
};

/* Type-name prefixes and their default class, first match wins; both
   targets' names share the table (a name of one never occurs on the
   other).  */
static const struct
{
  const char *prefix;
  const char *cls;
} vliw_default_map[] = {
  /* Types that say nothing about the insn: the pattern decides.  */
  { "other", NULL }, { "multi", NULL }, { "untyped", NULL },
  { "block", NULL }, { "no_insn", NULL }, { "coproc", NULL },
  { "str", "other" }, { "leave", "other" }, { "lwp", "other" },
  { "trap", "other" }, { "nop", "alu" },
  { "ibr", "branch" }, { "branch", "branch" }, { "call", "call" },
  /* x86-64.  */
  { "imul", "mul" }, { "idiv", "div" }, { "ishift", "shift" },
  { "rotate", "shift" }, { "fmul", "fpmul" }, { "fdiv", "fpdiv" },
  { "fpspc", "fpdiv" }, { "ssemul", "fpmul" }, { "sseimul", "fpmul" },
  { "ssemuladd", "fpmul" }, { "ssediv", "fpdiv" }, { "mmxmul", "fpmul" },
  { "sse", "fpadd" }, { "mmx", "fpadd" }, { "push", "store" },
  { "pop", "load" }, { "fmov", "fpadd" }, { "fop", "fpadd" },
  { "fsgn", "fpadd" }, { "fcmp", "fpadd" }, { "fxch", "fpadd" },
  { "fcmov", "fpadd" }, { "fist", "fpadd" }, { "frndint", "fpadd" },
  { "msk", "other" },
  /* ARM.  */
  { "load", "load" }, { "f_load", "load" }, { "neon_load", "load" },
  { "neon_ldr", "load" }, { "neon_ldp", "load" }, { "mve_load", "load" },
  { "wmmx_wldr", "load" }, { "store", "store" }, { "f_store", "store" },
  { "neon_store", "store" }, { "neon_str", "store" },
  { "neon_stp", "store" }, { "mve_store", "store" },
  { "wmmx_wstr", "store" }, { "sdiv", "div" }, { "udiv", "div" },
  { "fsqrt", "fpdiv" }, { "fmac", "fpmul" }, { "ffma", "fpmul" },
  { "fadd", "fpadd" }, { "fccmp", "fpadd" }, { "ffarith", "fpadd" },
  { "fconst", "fpadd" }, { "f_", "fpadd" }, { "fcsel", "fpadd" },
  { "float", "fpadd" }, { "shift", "shift" }, { "mul", "mul" },
  { "mla", "mul" }, { "sm", "mul" }, { "um", "mul" },
  { "neon_fp_mul", "fpmul" }, { "neon_fp_mla", "fpmul" },
  { "neon_fp_div", "fpdiv" }, { "neon_fp_sqrt", "fpdiv" },
  { "neon_fp", "fpadd" }, { "neon_mul", "mul" }, { "neon_mla", "mul" },
  { "neon_sat_mul", "mul" }, { "crypto", "mul" },
};

/* True for the insns the problem schedules: real insns, not notes,
   debug insns or bare USE/CLOBBER markers.  */

bool
vliw_insn_in_problem_p (rtx_insn *insn)
{
  if (!NONDEBUG_INSN_P (insn))
    return false;
  rtx pat = PATTERN (insn);
  return GET_CODE (pat) != USE && GET_CODE (pat) != CLOBBER;
}

/* The class of a pattern by its shape, for insns without a usable type.  */

static const char *
vliw_pattern_class (rtx_insn *insn)
{
  rtx set = single_set (insn);
  if (!set)
    return "other";
  rtx src = SET_SRC (set), dest = SET_DEST (set);
  if (MEM_P (dest))
    return "store";
  if (MEM_P (src)
      || ((GET_CODE (src) == ZERO_EXTEND || GET_CODE (src) == SIGN_EXTEND)
	  && MEM_P (XEXP (src, 0))))
    return "load";
  bool fp = FLOAT_MODE_P (GET_MODE (dest));
  switch (GET_CODE (src))
    {
    case MULT:
    case FMA:
      return fp ? "fpmul" : "mul";
    case DIV:
    case UDIV:
    case MOD:
    case UMOD:
    case SQRT:
      return fp ? "fpdiv" : "div";
    case ASHIFT:
    case ASHIFTRT:
    case LSHIFTRT:
    case ROTATE:
    case ROTATERT:
      return "shift";
    case FLOAT:
    case UNSIGNED_FLOAT:
    case FIX:
    case UNSIGNED_FIX:
    case FLOAT_EXTEND:
    case FLOAT_TRUNCATE:
      return "fpadd";
    default:
      return fp ? "fpadd" : "alu";
    }
}

/* The class the model's map lines give type NAME: an exact name first,
   then the longest "prefix*" pattern; -1 when none does.  */

static int
vliw_model_type_class (const vliw_model &model, const char *name)
{
  int best = -1;
  size_t best_len = 0;
  for (const auto &entry : model.type_map)
    {
      const std::string &pat = entry.first;
      if (pat == name)
	return entry.second;
      size_t len = pat.size ();
      if (len && pat[len - 1] == '*' && len - 1 >= best_len
	  && !strncmp (name, pat.c_str (), len - 1))
	{
	  best = entry.second;
	  best_len = len - 1;
	}
    }
  return best;
}

/* True for a move of a register or a constant into a register.  */

static bool
vliw_simple_move_p (rtx_insn *insn)
{
  rtx set = single_set (insn);
  if (!set)
    return false;
  rtx src = SET_SRC (set), dest = SET_DEST (set);
  return (REG_P (dest) || SUBREG_P (dest))
	 && (REG_P (src) || SUBREG_P (src) || CONSTANT_P (src));
}

/* The default class name of type NAME, NULL when the pattern decides.  */

static const char *
vliw_default_class (const char *name)
{
  for (const auto &entry : vliw_default_map)
    if (startswith (name, entry.prefix))
      return entry.cls;
  return "alu";
}

/* The class of a recognised INSN by its type attribute: through the
   model's map, then the default table; NULL when the pattern decides.
   *MAPPED is set to the class index when the model maps the type.  */

static const char *
vliw_type_class (const vliw_model &model, rtx_insn *insn, int *mapped)
{
  unsigned type = get_attr_type (insn);
  if (type >= ARRAY_SIZE (vliw_type_names))
    return NULL;
  const char *name = vliw_type_names[type];
  *mapped = vliw_model_type_class (model, name);
  if (*mapped >= 0)
    return NULL;
  const char *cls = vliw_default_class (name);
#ifdef HAVE_ATTR_memory
  /* An x86 insn with a memory operand is a load or a store first.  */
  if (cls && strcmp (cls, "other") && strcmp (cls, "branch")
      && strcmp (cls, "call"))
    switch (get_attr_memory (insn))
      {
      case MEMORY_LOAD:
	if (strcmp (cls, "store") && vliw_find_class (model, "load_op") >= 0)
	  return "load_op";
	return strcmp (cls, "store") ? "load" : cls;
      case MEMORY_STORE:
      case MEMORY_BOTH:
	return "store";
      default:
	break;
      }
#endif
  return cls;
}

/* The index of class NAME in MODEL, falling back to "alu", then to the
   first class.  */

static int
vliw_class_or_fallback (const vliw_model &model, const char *name)
{
  int cls = vliw_find_class (model, name);
  if (cls < 0 && !strcmp (name, "load_op"))
    cls = vliw_find_class (model, "load");
  if (cls < 0)
    cls = vliw_find_class (model, "alu");
  return cls < 0 ? 0 : cls;
}

/* The class of INSN in MODEL.  */

int
vliw_classify_insn (const vliw_model &model, rtx_insn *insn)
{
  if (JUMP_P (insn))
    return vliw_class_or_fallback (model, "branch");
  if (CALL_P (insn))
    return vliw_class_or_fallback (model, "call");
  const char *name = NULL;
  bool asm_p = asm_noperands (PATTERN (insn)) >= 0;
  if (asm_p || recog_memoized (insn) < 0)
    name = "other";
  else if (vliw_simple_move_p (insn))
    /* Before register allocation a move's type is the one of the first
       alternative that accepts pseudos, often an SSE or VFP one.  */
    name = vliw_pattern_class (insn);
  else
    {
      int mapped = -1;
      name = vliw_type_class (model, insn, &mapped);
      if (mapped >= 0)
	return mapped;
      if (!name)
	name = vliw_pattern_class (insn);
    }
  return vliw_class_or_fallback (model, name);
}

/* A short text of INSN's pattern for dumps and schedule files.  */

const char *
vliw_insn_text (rtx_insn *insn)
{
  return str_pattern_slim (PATTERN (insn));
}
