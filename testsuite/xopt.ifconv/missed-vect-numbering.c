/* Reduced from bzip2 1.0.8's fallbackSort (blocksort.c, -O3
   -march=haswell), found by scripts/packages: the first loop is
   if-converted, the vectorizer refuses the converted copy (the
   conditional j = i is not a reduction it handles) and the original loop
   is kept.  Yet the function is not the one GCC compiles alone: without
   the plugin GCC's own if-conversion versions this loop (.LOOP_VECTORIZED
   in the ifcvt dump) and the copy it keeps carries new SSA names, while
   with the plugin the original loop keeps its names; ivopts' induction
   variables then compare with swapped operands (tree_swap_operands_p
   orders by SSA version).  The remark must say so rather than promise the
   build without the plugin.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-loop-optimized-missed -fdump-statistics" } */

#include <stdint.h>

#define ISSET_BH(zz) (bhtab[(zz) >> 5] & ((uint32_t) 1 << ((zz) & 31)))
#define SET_BH(zz) (bhtab[(zz) >> 5] |= ((uint32_t) 1 << ((zz) & 31)))

void sort_range (uint32_t *, uint32_t *, int32_t, int32_t);

void
bucket_sort (uint32_t *fmap, uint32_t *eclass, uint32_t *bhtab,
	     int32_t nblock)
{
  int32_t h = 1, i, j, k, l, r, cc, cc1, not_done;
  while (1)
    {
      j = 0;
      for (i = 0; i < nblock; i++) /* { dg-missed "loop if-converted but not vectorized: the original loop is kept \\(5 blocks, 1 predicates \\(R&K\\), 0 trap-safe operands, 0 masked accesses\\); SSA numbering, and with it operand order, can differ from the build without the plugin" } */
	{
	  if (ISSET_BH (i))
	    j = i;
	  k = fmap[i] - h;
	  if (k < 0)
	    k += nblock;
	  eclass[k] = j;
	}
      not_done = 0;
      r = -1;
      while (1)
	{
	  k = r + 1;
	  while (ISSET_BH (k) && (k & 31))
	    k++;
	  l = k - 1;
	  if (l >= nblock)
	    break;
	  while (!ISSET_BH (k) && (k & 31))
	    k++;
	  r = k - 1;
	  if (r >= nblock)
	    break;
	  if (r > l)
	    {
	      not_done += r - l + 1;
	      sort_range (fmap, eclass, l, r);
	      cc = -1;
	      for (i = l; i <= r; i++)
		{
		  cc1 = eclass[fmap[i]];
		  if (cc != cc1)
		    {
		      SET_BH (i);
		      cc = cc1;
		    }
		}
	    }
	}
      h *= 2;
      if (h > nblock || not_done == 0)
	break;
    }
}

/* { dg-final { scan-remarks-not "optimized: loop if-converted" } } */
/* { dg-final { scan-statistics "xopt_ifconv_outcome \"loops if-converted but not vectorized\" \"bucket_sort\" 1" } } */
