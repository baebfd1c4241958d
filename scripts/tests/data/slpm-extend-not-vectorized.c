/* Reduced from xz-utils 5.4.1 src/liblzma/lz/lz_encoder_mf.c:278 (the
   match finders store a match's length and distance).  x86-64, -O3
   -march=haswell: xopt_slpm extends `len' to make the two lanes
   isomorphic ("missed: SLP-M: made 2 lanes isomorphic: reorder=0
   extend=1 ...; not vectorized"); GCC alone stores both values as one
   vector built from the scalars (vmovd, vpinsrd, vmovq), with the plugin
   it stores two scalars: the code changed under a missed remark.  The
   same on ARM (-O3 -mcpu=cortex-a8 -mfpu=neon) gives identical code.  */

typedef struct { unsigned len, dist; } match;

void
set_match (match *m, unsigned len, unsigned delta)
{
  m->len = len;
  m->dist = delta - 1;
}
