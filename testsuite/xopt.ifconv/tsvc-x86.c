/* TSVC loops whose bodies branch, in their original form (global arrays,
   one function each): every loop that GCC 12 vectorizes only with
   -fno-trapping-math is vectorized with the plugin under the default
   -ftrapping-math, and s442's switch, which GCC rejects either way.  s161
   needs the true arm's store before the false arm's load (the order of
   GCC's own if-conversion).  On x86-64 with AVX2 (the board's flags).  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-fopt-info-vec-optimized" } */

#define LEN 32000
typedef float real_t;
real_t a[LEN], b[LEN], c[LEN], d[LEN], e[LEN], aa[256][256], bb[256][256];
int ip[LEN];
void s271 (void) { for (int i = 0; i < LEN; i++) if (b[i] > 0.) a[i] += b[i] * c[i]; } /* { dg-optimized "loop vectorized" } */
void s272 (real_t t) { for (int i = 0; i < LEN; i++) if (e[i] >= t) { a[i] += c[i] * d[i]; b[i] += c[i] * c[i]; } } /* { dg-optimized "loop vectorized" } */
void s273 (void) { for (int i = 0; i < LEN; i++) { a[i] += d[i] * e[i]; if (a[i] < 0.) b[i] += d[i] * e[i]; c[i] += a[i] * d[i]; } } /* { dg-optimized "loop vectorized" } */
void s274 (void) { for (int i = 0; i < LEN; i++) { a[i] = c[i] + e[i] * d[i]; if (a[i] > 0.) b[i] = a[i] + b[i]; else a[i] = d[i] * e[i]; } } /* { dg-optimized "loop vectorized" } */
void s276 (void) { int mid = LEN / 2; for (int i = 0; i < LEN; i++) { if (i + 1 < mid) a[i] += b[i] * c[i]; else a[i] += b[i] * d[i]; } } /* { dg-optimized "loop vectorized" } */
void s278 (void) { for (int i = 0; i < LEN; i++) { if (a[i] > 0.) goto L20; b[i] = -b[i] + d[i] * e[i]; goto L30; L20: c[i] = -c[i] + d[i] * e[i]; L30: a[i] = b[i] + c[i] * d[i]; } } /* { dg-optimized "loop vectorized" } */
void s279 (void) { for (int i = 0; i < LEN; i++) { if (a[i] > 0.) goto L20; b[i] = -b[i] + d[i] * d[i]; if (b[i] <= a[i]) goto L30; c[i] += d[i] * e[i]; goto L30; L20: c[i] = -c[i] + e[i] * e[i]; L30: a[i] = b[i] + c[i] * d[i]; } } /* { dg-optimized "loop vectorized" } */
void s2710 (real_t x) { for (int i = 0; i < LEN; i++) { if (a[i] > b[i]) { a[i] += b[i] * d[i]; if (LEN > 10) c[i] += d[i] * d[i]; else c[i] = d[i] * e[i] + 1.; } else { b[i] = a[i] + e[i] * e[i]; if (x > 0.) c[i] = a[i] + d[i] * d[i]; else c[i] += e[i] * e[i]; } } } /* { dg-optimized "loop vectorized" } */
void s2711 (void) { for (int i = 0; i < LEN; i++) if (b[i] != 0.0) a[i] += b[i] * c[i]; } /* { dg-optimized "loop vectorized" } */
void s2712 (void) { for (int i = 0; i < LEN; i++) if (a[i] > b[i]) a[i] += b[i] * c[i]; } /* { dg-optimized "loop vectorized" } */
void s441 (void) { for (int i = 0; i < LEN; i++) { if (d[i] < 0.) a[i] += b[i] * c[i]; else if (d[i] == 0.) a[i] += b[i] * b[i]; else a[i] += c[i] * c[i]; } } /* { dg-optimized "loop vectorized" } */
void s443 (void) { for (int i = 0; i < LEN; i++) { if (d[i] <= 0.) goto L20; else goto L30; L20: a[i] += b[i] * c[i]; goto L50; L30: a[i] += b[i] * b[i]; L50: ; } } /* { dg-optimized "loop vectorized" } */
void s1161 (void) { for (int i = 0; i < LEN - 1; ++i) { if (c[i] < 0.) goto L20; a[i] = c[i] + d[i] * e[i]; goto L10; L20: b[i] = a[i] + d[i] * d[i]; L10: ; } } /* { dg-optimized "loop vectorized" } */
void s124 (void) { int j = -1; for (int i = 0; i < LEN; i++) { if (b[i] > 0.) { j++; a[j] = b[i] + d[i] * e[i]; } else { j++; a[j] = c[i] + d[i] * e[i]; } } } /* { dg-optimized "loop vectorized" } */
void s161 (void) { for (int i = 0; i < LEN - 1; ++i) { if (b[i] < 0.) goto L20; a[i] = c[i] + d[i] * e[i]; goto L10; L20: c[i + 1] = a[i] + d[i] * d[i]; L10: ; } } /* { dg-optimized "loop vectorized" } */
void s253 (void) { real_t s; for (int i = 0; i < LEN; i++) { if (a[i] > b[i]) { s = a[i] - b[i] * d[i]; c[i] += s; a[i] = s; } } } /* { dg-optimized "loop vectorized" } */
real_t s3111 (void) { real_t sum = 0.; for (int i = 0; i < LEN; i++) if (a[i] > (real_t)0.) sum += a[i]; return sum; } /* { dg-optimized "loop vectorized" } */
void vif (void) { for (int i = 0; i < LEN; i++) if (b[i] > (real_t)0.) a[i] = b[i]; } /* { dg-optimized "loop vectorized" } */
void s1279 (void) { for (int i = 0; i < LEN; i++) if (a[i] < (real_t)0.) if (b[i] > a[i]) c[i] += d[i] * e[i]; } /* { dg-optimized "loop vectorized" } */
void s442 (void) { for (int i = 0; i < LEN; i++) { switch (ip[i]) { case 1: a[i] += b[i] * b[i]; break; case 2: a[i] += c[i] * c[i]; break; case 3: a[i] += d[i] * d[i]; break; case 4: a[i] += e[i] * e[i]; break; } } } /* { dg-optimized "loop vectorized" } */

int s331 (void) { int j = -1; for (int i = 0; i < LEN; i++) if (a[i] < (real_t)0.) j = i; return j; } /* { dg-optimized "loop vectorized" } */
