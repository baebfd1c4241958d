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

/* Whether the target computes CODE (shifts: by one count for all lanes)
   on vectors of its preferred SIMD mode for TYPE.  */

bool
slpm_vector_op_p (enum tree_code code, tree type)
{
  machine_mode vmode = preferred_vector_mode (type);
  if (vmode == VOIDmode)
    return false;
  tree vtype = build_vector_type_for_mode (type, vmode);
  bool shift = (code == LSHIFT_EXPR || code == RSHIFT_EXPR
		|| code == LROTATE_EXPR || code == RROTATE_EXPR);
  return target_supports_op_p (vtype, code,
			       shift ? optab_scalar : optab_default);
}
