# xopt: GCC 12 plugins for loop and SIMD optimisations.
#
#   make              build every plugin for every installed target compiler
#   make check        DejaGnu on every board, plus the pytest suite
#   make demo         build, then run the bundled examples with each plugin
#   make install      copy the plugins into each compiler's plugin directory
#   make uninstall    remove them again
#   make check-torture  GCC's execute torture tests with every plugin
#   make fuzz N=100     csmith differential testing
#   make check-mutants  every mutant of scripts/mutants/ killed by a test
#   make bench-<name>   the benchmark suite bench/<name>/
#   make check-packages [PKGS="zlib bzip2"] [PLUGINS="sms"]
#                       rebuild Debian packages with each plugin (slow;
#                       not part of make check; see doc/packages.md)
#
# Missing Debian packages are installed by scripts/install-deps first.

GCC_MAJOR := 12
ALL_TRIPLETS := x86_64-linux-gnu arm-linux-gnueabihf aarch64-linux-gnu
HOSTCXX := g++-$(GCC_MAJOR)
PYTHON := /usr/bin/python3
DESTDIR :=

# Goals that need no compiler, and so no package installation.
NO_DEPS_GOALS := clean uninstall help
ifneq ($(filter-out $(NO_DEPS_GOALS),$(or $(MAKECMDGOALS),all)),)
  ifneq ($(shell scripts/install-deps --check >/dev/null 2>&1 && echo ok),ok)
    $(info xopt: installing missing packages with scripts/install-deps)
    ifneq ($(shell scripts/install-deps >&2 && echo ok),ok)
      $(error scripts/install-deps failed)
    endif
  endif
endif

compiler_of = $(1)-gcc-$(GCC_MAJOR)
TRIPLETS := $(foreach t,$(ALL_TRIPLETS),\
              $(if $(shell command -v $(call compiler_of,$(t))),$(t)))
PLUGINS := $(patsubst plugins/%/,%,$(sort $(dir $(wildcard plugins/*/*.cc))))

CXXFLAGS := -std=gnu++17 -O2 -g -fPIC -fno-rtti -fno-exceptions \
            -Wall -Wextra -Werror -Wno-unused-parameter -MMD -MP
COMMON_SRCS := $(wildcard common/*.cc)

# How every plugin (and the fixture) is linked.  The C++ runtime is linked
# statically: cc1 does not load libstdc++.so, and dlopen relocating it for
# the plugin cost more than a whole plugin pass (measured for xopt_sms in
# cdc918d: a quarter of the instructions of a small compile).  Only
# plugin_init and plugin_is_GPL_compatible are exported
# (common/xopt-plugin.map): cc1 dlopens plugins with RTLD_GLOBAL, so the
# shared layer's globals of two xopt plugins loaded together were one.
PLUGIN_LDFLAGS := -shared -static-libstdc++ -static-libgcc \
                  -Wl,--version-script=common/xopt-plugin.map

# Each plugin may list extra libraries in plugins/<name>/plugin.mk as
# <name>_LIBS.
-include $(wildcard plugins/*/plugin.mk)
# A plugin.mk may define rules; `make' alone still means `make all'.
.DEFAULT_GOAL := all

all: $(foreach t,$(TRIPLETS),\
       $(foreach p,$(PLUGINS),build/$(t)/xopt_$(p).so) \
       build/$(t)/testsuite/xopt_fixture.so)

# objects_of(triplet, name, sources) -> object files
objects_of = $(patsubst %.cc,build/$(1)/obj/$(2)/%.o,$(notdir $(3)))

# Rules for one target compiler.  $(1) = triplet.
define triplet_rules
$(1)_PLUGIN_DIR := $$(shell $(call compiler_of,$(1)) -print-file-name=plugin)
$(1)_CXXFLAGS := $$(CXXFLAGS) -DXOPT_TARGET_TRIPLET='"$(1)"' \
                 -isystem $$($(1)_PLUGIN_DIR)/include -Icommon
$(1)_COMMON_OBJS := $(call objects_of,$(1),common,$(COMMON_SRCS))

build/$(1)/obj/common/%.o: common/%.cc
	@mkdir -p $$(@D)
	$$(HOSTCXX) $$($(1)_CXXFLAGS) -c $$< -o $$@

build/$(1)/testsuite/xopt_fixture.so: \
    $(call objects_of,$(1),fixture,$(wildcard testsuite/fixture/*.cc)) \
    $$($(1)_COMMON_OBJS) common/xopt-plugin.map
	@mkdir -p $$(@D)
	$$(HOSTCXX) $$(PLUGIN_LDFLAGS) -o $$@ $$(filter %.o,$$^)

build/$(1)/obj/fixture/%.o: testsuite/fixture/%.cc
	@mkdir -p $$(@D)
	$$(HOSTCXX) $$($(1)_CXXFLAGS) -c $$< -o $$@
endef

# Rules for one plugin on one target compiler.  $(1) = triplet, $(2) = name.
define plugin_rules
build/$(1)/xopt_$(2).so: \
    $(call objects_of,$(1),$(2),$(wildcard plugins/$(2)/*.cc)) \
    $$($(1)_COMMON_OBJS) common/xopt-plugin.map
	@mkdir -p $$(@D)
	$$(HOSTCXX) $$(PLUGIN_LDFLAGS) -o $$@ $$(filter %.o,$$^) $$($(2)_LIBS)

build/$(1)/obj/$(2)/%.o: plugins/$(2)/%.cc
	@mkdir -p $$(@D)
	$$(HOSTCXX) $$($(1)_CXXFLAGS) $$($(2)_CXXFLAGS) -Iplugins/$(2) -c $$< -o $$@
endef

$(foreach t,$(TRIPLETS),$(eval $(call triplet_rules,$(t))))
$(foreach t,$(TRIPLETS),$(foreach p,$(PLUGINS),\
  $(eval $(call plugin_rules,$(t),$(p)))))

-include $(shell find build -name '*.d' 2>/dev/null)

# ---------------------------------------------------------------------------
# Installation into each compiler's plugin directory.

install: all
	@set -e; for t in $(TRIPLETS); do \
	  dir="$(DESTDIR)$$($$t-gcc-$(GCC_MAJOR) -print-file-name=plugin)"; \
	  for p in $(PLUGINS); do \
	    install -D -m 644 build/$$t/xopt_$$p.so "$$dir/xopt_$$p.so"; \
	    echo "installed $$dir/xopt_$$p.so"; \
	  done; \
	done

uninstall:
	@for t in $(TRIPLETS); do \
	  dir="$(DESTDIR)$$($$t-gcc-$(GCC_MAJOR) -print-file-name=plugin)"; \
	  rm -fv "$$dir"/xopt_*.so; \
	done

# ---------------------------------------------------------------------------
# Tests.

# DejaGnu boards: x86-64 native, and ARM under qemu-arm.
BOARDS := $(filter x86_64-linux-gnu arm-linux-gnueabihf,$(TRIPLETS))
CHECK_BOARD_STAMPS := $(foreach t,$(BOARDS),check-board-$(t))

check: all
	@$(MAKE) -k -j2 --output-sync=target --no-print-directory \
	  $(CHECK_BOARD_STAMPS) check-python; \
	  status=$$?; \
	  $(PYTHON) scripts/dejagnu-summary $(foreach t,$(BOARDS),build/$(t)/testsuite/xopt.sum) \
	    --pytest build/pytest.xml || status=1; \
	  exit $$status

# RUNTESTFLAGS passes extra arguments to runtest, e.g. a test file name.
# RUNNAME=<name> runs in build/<triplet>/testsuite/run-<name> instead, so
# that several partial runs can proceed at once; only the default run
# leaves xopt.sum where make check's summary reads it.  PLUGINS=<names>
# on the command line limits what is built first.
check-board-%: all
	@rundir=build/$*/testsuite/run$(if $(RUNNAME),-$(RUNNAME)); \
	rm -rf $$rundir && mkdir -p $$rundir && \
	printf 'set srcdir "%s"\nset xopt_build_dir "%s"\nset boards_dir "%s"\n' \
	  "$(CURDIR)/testsuite" "$(CURDIR)/build/$*" "$(CURDIR)/testsuite/boards" \
	  > $$rundir/site.exp && \
	cd $$rundir && runtest --tool xopt \
	  --srcdir $(CURDIR)/testsuite --target $* --target_board xopt-$* \
	  $(RUNTESTFLAGS) > runtest.out 2>&1; \
	  status=$$?; $(if $(RUNNAME),,cp xopt.sum xopt.log ..;) \
	  tail -n 12 xopt.sum; exit $$status

check-python:
	$(PYTHON) -m pytest -q scripts/tests --junitxml=build/pytest.xml

check-torture: all
	$(PYTHON) scripts/torture --target all --plugins all

# Mutation testing (not part of check): each mutant of scripts/mutants/
# removes one legality check; it fails when a mutant survives a board.
# MUTATEFLAGS="--plugin sms" limits it to one plugin.
check-mutants: all
	$(PYTHON) scripts/mutate --boards "$(BOARDS)" $(MUTATEFLAGS)

fuzz: all
	$(PYTHON) scripts/fuzz --count $(or $(N),100)

demo: all
	@$(PYTHON) scripts/demo

# make bench-<name>: the benchmark suite bench/<name>/ (see scripts/bench).
bench-%: all
	$(PYTHON) scripts/bench bench/$* $(BENCHFLAGS)

# make check-packages: Debian source packages rebuilt without and with each
# plugin, their test suites compared (scripts/packages, doc/packages.md).
# PKGS limits the native set (default: scripts/packages --help), PLUGINS
# the plugins, PKGS_TARGET=native|arm|all the compilers.
check-packages: all
	$(PYTHON) scripts/packages --target $(or $(PKGS_TARGET),all) \
	  $(if $(PKGS),--packages $(PKGS)) \
	  --plugins $(PLUGINS) --doc doc/packages.md --chart doc/packages.svg

clean:
	rm -rf build

.PHONY: all install uninstall check check-python check-torture check-mutants \
        check-packages fuzz demo clean
