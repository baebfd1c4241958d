# xopt_vliw solves its 0-1 ILP with GLPK (libglpk, GPL-compatible) and
# links the C++ runtime statically like the other plugins.
vliw_LIBS := -lglpk -static-libstdc++ -static-libgcc

# vliw-class.cc maps GCC's insn types to model classes by name: the names
# of the target's "enum attr_type" are generated from its plugin header.
define vliw_types_rules
build/$(1)/obj/vliw/vliw-types.inc: \
    $$(shell $(call compiler_of,$(1)) -print-file-name=plugin)/include/insn-attr-common.h
	@mkdir -p $$(@D)
	sed -n 's/^enum attr_type {\(.*\)};/\1/p' $$< | tr ',' '\n' \
	  | sed 's/^ *TYPE_\(.*\)$$$$/"\1",/' | tr 'A-Z' 'a-z' > $$@
build/$(1)/obj/vliw/vliw-class.o: build/$(1)/obj/vliw/vliw-types.inc
build/$(1)/obj/vliw/%.o: $(1)_CXXFLAGS += -Ibuild/$(1)/obj/vliw
endef
$(foreach t,$(TRIPLETS),$(eval $(call vliw_types_rules,$(t))))
