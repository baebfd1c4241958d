/* Reduced from xz-utils 5.4.1 src/liblzma/simple/x86.c (x86_code), the
   BCJ filter's store of a converted call address.  x86-64, -O3
   -march=haswell: xopt_slpm splits the four byte stores
   ("missed: ... split so that SLP sees 2 of them in isomorphic parts",
   then "missed: ... only the stores were vectorized, from scalar
   values"), and the function's code differs from the build without the
   plugin although no remark says the code changed.  */

#include <stddef.h>
#include <stdint.h>

struct bcj { uint32_t prev_mask, prev_pos; };

size_t
convert_calls (struct bcj *s, uint32_t now_pos, uint8_t *buffer, size_t size)
{
  uint32_t prev_mask = s->prev_mask, prev_pos = s->prev_pos;
  size_t pos = 0;
  while (pos + 5 <= size)
    {
      uint8_t b = buffer[pos];
      if (b != 0xE8)
	{
	  ++pos;
	  continue;
	}
      uint32_t offset = now_pos + (uint32_t) pos - prev_pos;
      prev_pos = now_pos + (uint32_t) pos;
      if (offset > 5)
	prev_mask = 0;
      else
	for (uint32_t i = 0; i < offset; ++i)
	  {
	    prev_mask &= 0x77;
	    prev_mask <<= 1;
	  }
      b = buffer[pos + 4];
      if (b == 0 || b == 0xFF)
	{
	  uint32_t src = ((uint32_t) b << 24)
			 | ((uint32_t) buffer[pos + 3] << 16)
			 | ((uint32_t) buffer[pos + 2] << 8) | buffer[pos + 1];
	  uint32_t dest;
	  while (1)
	    {
	      dest = src + (now_pos + (uint32_t) pos + 5);
	      if (prev_mask == 0)
		break;
	      uint32_t i = prev_mask & 3;
	      b = (uint8_t) (dest >> (24 - i * 8));
	      if (!(b == 0 || b == 0xFF))
		break;
	      src = dest ^ ((1U << (32 - i * 8)) - 1);
	    }
	  buffer[pos + 4] = (uint8_t) (~(((dest >> 24) & 1) - 1));
	  buffer[pos + 3] = (uint8_t) (dest >> 16);
	  buffer[pos + 2] = (uint8_t) (dest >> 8);
	  buffer[pos + 1] = (uint8_t) dest;
	  pos += 5;
	  prev_mask = 0;
	}
      else
	++pos;
    }
  s->prev_mask = prev_mask;
  s->prev_pos = prev_pos;
  return pos;
}
