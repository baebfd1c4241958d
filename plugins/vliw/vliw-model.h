/* xopt_vliw: internals of the machine-model reader.
   Copyright (C) 2026 The xopt authors.  */

#ifndef XOPT_VLIW_MODEL_H
#define XOPT_VLIW_MODEL_H

#include "vliw-problem.h"

/* One builtin model text, compiled into the plugin from
   plugins/vliw/models/NAME.model by plugin.mk (vliw-models-data.cc).  */
struct vliw_builtin_text
{
  const char *name;
  const char *text;
};
extern const vliw_builtin_text vliw_builtin_models[];
extern const int vliw_n_builtin_models;

/* vliw-typemap.cc: append to MODEL->type_map the default mapping of GCC's
   attr type names of TARGET ("arm", "x86_64") to MODEL's classes.  Names
   ending in '*' are prefixes.  */
void vliw_add_default_type_map (vliw_model *model, const char *target);

/* Check that MODEL's alternatives can be verified by Hall's condition:
   every requirement's alternatives share their stage range and scope.
   Return false and set *WHY otherwise.  */
bool vliw_model_alternatives_ok (const vliw_model &model, std::string *why);

#endif /* XOPT_VLIW_MODEL_H */
