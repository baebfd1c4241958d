/* Kernels for the materialize-mode run tests: each is compiled once
   with the plugin's schedule materialized (OPT) and once at -O0 (REF),
   run on boundary sizes and compared.  Materialize renames every web to
   one pseudo per cluster and turns every transfer into a move in the
   block or on the edge the schedule chose, so a wrong transfer placement
   or dependence order shows up as a wrong result.  */

extern void abort (void);

#define REF __attribute__ ((noinline, noipa, optimize ("O0")))
#define OPT __attribute__ ((noinline, noipa))

#define FIR(NAME, ATTR)                                                 \
  ATTR void NAME (int *restrict out, const short *restrict in,          \
		  const short *restrict h, int n, int taps)               \
  {                                                                     \
    for (int i = 0; i < n; i++)                                         \
      {                                                                 \
	int acc = 0;                                                    \
	for (int k = 0; k < taps; k++)                                  \
	  acc += in[i + k] * h[k];                                      \
	out[i] = acc >> 3;                                              \
      }                                                                 \
  }
FIR (fir, OPT)
FIR (fir_ref, REF)

#define BIQUAD(NAME, ATTR)                                              \
  ATTR void NAME (float *restrict y, const float *restrict x, int n,    \
		  const float *c, float *state)                           \
  {                                                                     \
    float s1 = state[0], s2 = state[1];                                 \
    for (int i = 0; i < n; i++)                                         \
      {                                                                 \
	float w = x[i] - c[0] * s1 - c[1] * s2;                         \
	y[i] = c[2] * w + c[3] * s1 + c[4] * s2;                        \
	s2 = s1;                                                        \
	s1 = w;                                                         \
      }                                                                 \
    state[0] = s1;                                                      \
    state[1] = s2;                                                      \
  }
BIQUAD (biquad, OPT)
BIQUAD (biquad_ref, REF)

/* A value defined before a branch and used after the join: its transfer
   may go on the critical edge.  */
#define EDGE(NAME, ATTR)                                                \
  ATTR int NAME (int *a, int x0, int k, int n)                          \
  {                                                                     \
    int x = x0 * k + 7;                                                 \
    unsigned char u = (unsigned char) (x0 + k);                         \
    if (n > 0)                                                          \
      {                                                                 \
	int t = a[0] * 3;                                               \
	a[1] = t - x;                                                   \
	a[2] = t * t;                                                   \
	u += (unsigned char) t;                                         \
      }                                                                 \
    return x * 5 + a[3] + u;                                            \
  }
EDGE (edge, OPT)
EDGE (edge_ref, REF)

extern int twice (int);
int REF twice (int v) { return 2 * v + 1; }

#define CALLS(NAME, ATTR)                                               \
  ATTR long long NAME (const int *a, int n, int k)                      \
  {                                                                     \
    long long s = 0;                                                    \
    int m = k;                                                          \
    for (int i = 0; i < n; i++)                                         \
      {                                                                 \
	int v = a[i] * m;                                               \
	if (v & 1)                                                      \
	  v = twice (v) - m;                                            \
	else if (v < 0)                                                 \
	  break;                                                        \
	s += (long long) v * (i + 1);                                   \
	m ^= v >> 3;                                                    \
      }                                                                 \
    return s + m;                                                       \
  }
CALLS (calls, OPT)
CALLS (calls_ref, REF)

#define CPLX(NAME, ATTR)                                                \
  ATTR void NAME (double *restrict re, double *restrict im,             \
		  const double *wr, const double *wi, int n)              \
  {                                                                     \
    for (int i = 0; i + 1 < n; i += 2)                                  \
      {                                                                 \
	double ar = re[i], ai = im[i], br = re[i + 1], bi = im[i + 1];  \
	double tr = br * wr[i] - bi * wi[i];                            \
	double ti = br * wi[i] + bi * wr[i];                            \
	re[i] = ar + tr;                                                \
	im[i] = ai + ti;                                                \
	re[i + 1] = ar - tr;                                            \
	im[i + 1] = ai - ti;                                            \
      }                                                                 \
  }
CPLX (butterfly, OPT)
CPLX (butterfly_ref, REF)

#define SZ 40
static short in[SZ + 8], h[8];
static int out[SZ], out_ref[SZ];
static float fx[SZ], fy[SZ], fy_ref[SZ];
static double re[SZ], im[SZ], re_ref[SZ], im_ref[SZ], wr[SZ], wi[SZ];

static void
check_fir (void)
{
  for (int i = 0; i < SZ + 8; i++)
    in[i] = (short) (i * 2654435761u >> 17) - 20000;
  for (int i = 0; i < 8; i++)
    h[i] = (short) (i * 40503u) - 30000;
  for (int n = 0; n < SZ; n += 7)
    for (int taps = 0; taps <= 8; taps += 3)
      {
	fir (out, in, h, n, taps);
	fir_ref (out_ref, in, h, n, taps);
	for (int i = 0; i < n; i++)
	  if (out[i] != out_ref[i])
	    abort ();
      }
}

static void
check_biquad (void)
{
  static const float c[5] = { -0.5f, 0.25f, 0.75f, 1.5f, -0.125f };
  for (int i = 0; i < SZ; i++)
    fx[i] = (float) (i % 7) - 2.5f;
  for (int n = 0; n < SZ; n += 13)
    {
      float st[2] = { 1.0f, -2.0f }, st_ref[2] = { 1.0f, -2.0f };
      biquad (fy, fx, n, c, st);
      biquad_ref (fy_ref, fx, n, c, st_ref);
      for (int i = 0; i < n; i++)
	if (fy[i] != fy_ref[i])
	  abort ();
      if (st[0] != st_ref[0] || st[1] != st_ref[1])
	abort ();
    }
}

static void
check_edge_calls (void)
{
  int a[SZ], b[SZ];
  for (int n = -1; n <= 1; n++)
    for (int x0 = -300; x0 <= 300; x0 += 150)
      {
	for (int i = 0; i < 4; i++)
	  a[i] = b[i] = i * 11 - x0;
	if (edge (a, x0, 77, n) != edge_ref (b, x0, 77, n))
	  abort ();
	for (int i = 0; i < 4; i++)
	  if (a[i] != b[i])
	    abort ();
      }
  for (int i = 0; i < SZ; i++)
    a[i] = (i * 37) % 23 - (i == 31 ? 500 : 0);
  for (int n = 0; n <= SZ; n += 8)
    for (int k = -3; k <= 3; k += 2)
      if (calls (a, n, k) != calls_ref (a, n, k))
	abort ();
}

static void
check_butterfly (void)
{
  for (int n = 0; n < SZ; n += 9)
    {
      for (int i = 0; i < SZ; i++)
	{
	  re[i] = re_ref[i] = i * 0.5 - 3;
	  im[i] = im_ref[i] = 1.0 / (i + 1);
	  wr[i] = (i % 3) - 1.0;
	  wi[i] = (i % 5) * 0.25;
	}
      butterfly (re, im, wr, wi, n);
      butterfly_ref (re_ref, im_ref, wr, wi, n);
      for (int i = 0; i < SZ; i++)
	if (re[i] != re_ref[i] || im[i] != im_ref[i])
	  abort ();
    }
}

int
main (void)
{
  check_fir ();
  check_biquad ();
  check_edge_calls ();
  check_butterfly ();
  return 0;
}
