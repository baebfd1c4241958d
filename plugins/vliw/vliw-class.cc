/* The model class of each insn (design notes §3.3).

   The class comes from the target's "type" attribute (and on x86 its
   "memory" attribute), through the model's type map (its "map" lines,
   then the defaults of vliw-typemap.cc).  get_attr_* is only called on
   insns the target recognises: on any other insn it would be a fatal
   error.  Insns without a usable type (asm, unrecognised, moves, types
   the map calls "other") are classified from their pattern.  */

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

/* True for a move of a register or a constant into a register.  */

static bool
vliw_simple_move_p (rtx_insn *insn)
{
  rtx set = single_set (insn);
  if (!set)
    return false;
  rtx src = SET_SRC (set), dest = SET_DEST (set);
  return ((REG_P (dest) || SUBREG_P (dest))
	  && (REG_P (src) || SUBREG_P (src) || CONSTANT_P (src)));
}

/* The class of a recognised INSN by its type attribute, through the
   model's type map (its own map lines, then vliw-typemap.cc's defaults):
   *MAPPED is set to the class index, or a class name is returned when
   x86's memory attribute overrides it; neither when the type is unknown
   and the pattern decides.  */

static const char *
vliw_type_class (const vliw_model &model, rtx_insn *insn, int *mapped)
{
  unsigned type = get_attr_type (insn);
  if (type >= ARRAY_SIZE (vliw_type_names))
    return NULL;
  int cls = vliw_map_type (model, vliw_type_names[type]);
  /* "other" types say nothing: the pattern may.  */
  if (cls < 0 || model.classes[cls].name == "other")
    return NULL;
#ifdef HAVE_ATTR_memory
  const std::string &name = model.classes[cls].name;
  /* An x86 insn with a memory operand is a load or a store first.  */
  if (!(model.classes[cls].flags & (VLIW_CLASS_GLOBAL | VLIW_CLASS_PINNED0)))
    switch (get_attr_memory (insn))
      {
      case MEMORY_LOAD:
	if (name != "store" && vliw_find_class (model, "load_op") >= 0)
	  return "load_op";
	return name != "store" ? "load" : "store";
      case MEMORY_STORE:
      case MEMORY_BOTH:
	return "store";
      default:
	break;
      }
#endif
  *mapped = cls;
  return NULL;
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
