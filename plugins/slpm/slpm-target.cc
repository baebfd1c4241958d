/* SLP-M and the target's vector unit: whether GCC can emit an operation
   on vectors of a type, asked from the target's optabs for its preferred
   SIMD mode, as the vectorizer asks them.  A rewrite into an operation the
   target lacks turns a group GCC vectorizes into one it cannot.  */

#include "slpm.h"
#include "target.h"

/* The target's preferred SIMD mode for TYPE, or VOIDmode.  */

static machine_mode
preferred_vector_mode (tree type)
{
  scalar_mode smode;
  if (!is_a<scalar_mode> (TYPE_MODE (type), &smode))
    return VOIDmode;
  machine_mode vmode = targetm.vectorize.preferred_simd_mode (smode);
  return VECTOR_MODE_P (vmode) ? vmode : VOIDmode;
}

/* The number of TYPE elements a vector register of the target holds, or
   0.  */

unsigned
slpm_vector_lanes (tree type)
{
  machine_mode vmode = preferred_vector_mode (type);
  unsigned HOST_WIDE_INT nunits;
  if (vmode == VOIDmode || !GET_MODE_NUNITS (vmode).is_constant (&nunits))
    return 0;
  return nunits;
}

/* Whether the target has the optab of CODE, of subtype SUBTYPE, for its
   preferred SIMD mode for TYPE.  */

static bool
vector_optab_p (enum tree_code code, tree type, enum optab_subtype subtype)
{
  machine_mode vmode = preferred_vector_mode (type);
  if (vmode == VOIDmode)
    return false;
  tree vtype = build_vector_type_for_mode (type, vmode);
  return target_supports_op_p (vtype, code, subtype);
}

/* Whether the target computes CODE (shifts: by one count for all lanes)
   on vectors of its preferred SIMD mode for TYPE.  */

bool
slpm_vector_op_p (enum tree_code code, tree type)
{
  bool shift = (code == LSHIFT_EXPR || code == RSHIFT_EXPR
		|| code == LROTATE_EXPR || code == RROTATE_EXPR);
  return vector_optab_p (code, type, shift ? optab_scalar : optab_default);
}

/* Whether the target shifts vectors of TYPE (CODE) by a vector of
   counts, one a lane.  */

bool
slpm_vector_shift_by_vector_p (enum tree_code code, tree type)
{
  return vector_optab_p (code, type, optab_vector);
}
