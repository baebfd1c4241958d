/* Groups that SLP-M could make isomorphic but that GCC's basic-block SLP
   would then only store as vectors built from the scalar results, reduced
   from opus 1.3.1 (src/opus_decoder.c:153, silk/control_codec.c:227,
   silk/resampler.c:107) and libsamplerate 0.2.2 (src_sinc.c, the
   *_vari_process prologues).  A lane that stores a constant beside lanes
   that compute keeps GCC's SLP away from the group; made isomorphic
   (X / 1, 4 * 1, 0 * Y), the group is taken, but the division by
   different constants (the divmod pattern), the widening multiplication
   (its pattern takes only the lanes with converted operands) and the
   64-bit multiplication (no vector instruction on AVX2 or NEON) are built
   from scalars, and only the stores are packed.  SLP-M leaves them alone:
   the remarks are missed: and unchanged.tcl checks that the assembly is
   the one without the plugin.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-optimized-missed -fno-inline" } */

/* silk_SMULBB: a product of the low 16 bits.  */
#define SMULBB(a, b) ((int) ((short) (a)) * (int) ((short) (b)))

struct decoder
{
  int channels;
  int prev_mode;
  int frame_size;
};

void
decoder_reset (struct decoder *st, int fs_hz)
{
  st->prev_mode = 0; /* { dg-missed "SLP-M: 2 lanes can be made isomorphic, but GCC's SLP would still build their values from scalars, at best packing them into vector stores" } */
  st->frame_size = fs_hz / 400;
}

struct encoder
{
  short fs_khz;
  int nb_subfr;
  int frame_length;
};

void
encoder_set_packet (struct encoder *enc, int packet_ms, int fs_khz)
{
  enc->fs_khz = packet_ms;
  enc->nb_subfr = 4; /* { dg-missed "SLP-M: 2 lanes can be made isomorphic, but GCC's SLP would still build their values from scalars" } */
  enc->frame_length = SMULBB (20, fs_khz);
}

struct resampler
{
  short delay;
  int in_khz;
  int out_khz;
};

void
resampler_rates (struct resampler *s, const signed char delays[restrict 5][3],
		 int in_hz, int out_hz, int out_id)
{
  int in_khz = in_hz / 1000;
  s->delay = delays[in_khz % 5][out_id];
  s->in_khz = in_khz; /* { dg-missed "SLP-M: 2 lanes can be made isomorphic, but GCC's SLP would still build their values from scalars" } */
  s->out_khz = out_hz / 1000;
}

struct filter
{
  long in_count, in_used;
  long out_count, out_gen;
};

void
filter_start (struct filter *f, long input_frames, long output_frames,
	      int channels)
{
  f->in_count = input_frames * channels; /* { dg-missed "SLP-M: 4 lanes can be made isomorphic, but GCC's SLP would still build their values from scalars" } */
  f->in_used = 0;
  f->out_count = output_frames * channels;
  f->out_gen = 0;
}

/* { dg-final { scan-remarks-not "optimized: SLP-M" } } */
/* { dg-final { scan-remarks-not "SLP-M: made" } } */
