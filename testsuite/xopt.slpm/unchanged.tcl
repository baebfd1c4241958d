# A function where xopt_slpm changes nothing comes out byte-identical to
# the build without the plugin, and "optimized:" is said only where the
# code changed (issue 13, point 3).  slpm.exp sources this file and calls
# slpm-unchanged-run for the tests of this directory.
#
# Each file is compiled to assembly with the board's flags and its own
# dg-options, once with the plugin and its dumps (which receive the
# remarks under the name of each function) and once without.  When no
# function has an "optimized:" remark the two .s files must be equal byte
# for byte.  Otherwise both are compiled again with -fno-ipa-ra (a
# caller's registers follow those its callees use) and
# -fno-section-anchors (ARM places the globals of a file in one block in
# the order the functions use them), and every function without such a
# remark must be equal once its local labels are renumbered.

# The dg-options of FILE without dump and remark options, and without any
# option of the plugin when PLUGIN is 0.
proc slpm-unchanged-options { file plugin } {
    set drop {-fdump-* -fopt-info* -fplugin-arg-xopt_slpm-dump*}
    if { !$plugin } {
	lappend drop -fplugin-arg-xopt_slpm-*
    }
    return [xopt-own-dg-options $file $drop]
}

# The assembler names of the functions with an "optimized:" remark in the
# xopt_slpm dumps DUMPS.
proc slpm-unchanged-optimized { dumps } {
    set names {}
    foreach dump $dumps {
	set current ""
	foreach line [split [xopt-read-file $dump] "\n"] {
	    if { [regexp {^;; Function \S+ \(([^,]+),} $line -> name] } {
		set current $name
	    } elseif { [regexp {^(\S+: )?optimized:} $line] } {
		lappend names $current
	    }
	}
    }
    return [lsort -unique $names]
}

# Compile FILE with FLAGS with and without the plugin, to assembly.
# Returns {} when either does not compile, else {OPTIMIZED WITH WITHOUT}:
# the functions with an optimized: remark and the two assembly texts.
proc slpm-unchanged-build { file flags } {
    global xopt_timeout
    set tail [file tail $file]
    set base [file rootname $tail]
    foreach old [glob -nocomplain -- "$tail.*t.xopt_slpm*"] {
	file delete -- $old
    }
    set cc [board_info target compiler]
    set with [list $cc $file {*}[xopt-plugin-flags] {*}$flags \
		  {*}[slpm-unchanged-options $file 1] \
		  -fplugin-arg-xopt_slpm-dump=optimized -S -dumpbase "" \
		  -o $base.slpm.s]
    set without [list $cc $file {*}$flags {*}[slpm-unchanged-options $file 0] \
		     -S -o $base.base.s]
    foreach command [list $with $without] {
	set result [xopt-exec $xopt_timeout $command]
	if { [lindex $result 0] != 0 } {
	    verbose -log "[join $command]\n[lindex $result 1]"
	    return {}
	}
    }
    set optimized [slpm-unchanged-optimized \
		       [glob -nocomplain -- "$tail.*t.xopt_slpm*"]]
    return [list $optimized [xopt-read-file $base.slpm.s] \
		[xopt-read-file $base.base.s]]
}

# The functions of the assembly texts A and B that differ, less those of
# OPTIMIZED (a function's cold part goes with it); and how many are the
# same.
proc slpm-unchanged-differ { a b optimized } {
    set fa [xopt-asm-by-function $a]
    set fb [xopt-asm-by-function $b]
    set differ {}
    set same 0
    dict for {fn text} $fb {
	regsub {\.cold$} $fn "" owner
	if { [lsearch -exact $optimized $owner] >= 0 } {
	    continue
	}
	if { ![dict exists $fa $fn] || [dict get $fa $fn] ne $text } {
	    lappend differ $fn
	} else {
	    incr same
	}
    }
    return [list $differ $same]
}

# Known changes under missed: remarks that SLP-M made before this check
# existed, with the targets where they show; an XPASS means they are gone.
# fold.c: a group rewritten in a loop that no vectorizer takes (a call in
# it, -fno-tree-slp-vectorize); the neutral forms fold away, but on x86-64
# one compare of the loop's exit test comes out with its operands swapped.
# options-shuffle.c: a chunk that stays non-isomorphic after its signed
# scalings were recomputed unsigned (slpm_wrap_signed_scales) keeps them.
set slpm_unchanged_known {
    fold.c x86_64-*-*
    options-shuffle.c *-*-*
}

proc slpm-unchanged-test { file flags } {
    global slpm_unchanged_known
    set name "unchanged: [file tail $file] $flags"
    if { [dict exists $slpm_unchanged_known [file tail $file]] } {
	setup_xfail [dict get $slpm_unchanged_known [file tail $file]]
    }
    if { [regexp -- {-help} [slpm-unchanged-options $file 1]] } {
	unsupported "$name (prints the options, compiles nothing)"
	return
    }
    if { [regexp -- {-flto} [slpm-unchanged-options $file 1]] } {
	unsupported "$name (-flto: the compile step writes GCC's intermediate code, with the command line)"
	return
    }
    set built [slpm-unchanged-build $file $flags]
    if { [llength $built] == 0 } {
	unsupported "$name (does not compile)"
	return
    }
    lassign $built optimized a b
    if { [llength $optimized] == 0 } {
	if { $a eq $b } {
	    pass "$name: nothing optimized, identical"
	} else {
	    fail "$name: nothing optimized, identical"
	}
	return
    }
    set separate "$flags -fno-ipa-ra -fno-section-anchors"
    lassign [slpm-unchanged-build $file $separate] optimized a b
    lassign [slpm-unchanged-differ $a $b $optimized] differ same
    if { [llength $differ] == 0 } {
	pass "$name: $same functions without an optimized: remark identical"
    } else {
	fail "$name: functions without an optimized: remark differ: $differ"
    }
}

# The files of FILES that the run asks for (all, or those named after
# slpm.exp= on the runtest command line), as dg-runtest selects them.
proc slpm-unchanged-run { files flags } {
    global runtests
    foreach file $files {
	if { [runtest_file_p $runtests $file] } {
	    slpm-unchanged-test $file $flags
	}
    }
}
