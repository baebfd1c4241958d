# Profile feedback changes the block weights (weights=auto): rare-arm.c is
# built with -fprofile-generate and run on the board, then compiled again
# with -fprofile-use, once with the plugin's default weights and once with
# weights=paper.  The schedule file of the first must give the rare call
# arm its measured count (20), the second the paper's estimate (25); the
# checker accepts both.  Loop transformations that -fprofile-use enables
# and that would change the blocks are turned off.

proc vliw-profile-step { what command } {
    global xopt_timeout
    set result [xopt-exec $xopt_timeout $command]
    if { [lindex $result 0] != 0 } {
	verbose -log "[join $command]\n[lindex $result 1]"
	fail "profile: $what"
	return 0
    }
    return 1
}

# The weights of function FUNC's blocks in the first line of FILE that
# schedules it (any method: they all share the problem).
proc vliw-profile-weights { file func } {
    foreach line [split [xopt-read-file $file] "\n"] {
	if { [regexp "\"function\": \"$func\"" $line] } {
	    return [regexp -all -inline {"weight": [0-9.e+]+} $line]
	}
    }
    return {}
}

proc vliw-profile-test { flags } {
    global srcdir subdir xopt_last_test
    set src $srcdir/$subdir/profile/rare-arm.c
    set cc [board_info target compiler]
    set keep {-fno-unroll-loops -fno-peel-loops -fno-tracer -fno-unswitch-loops
	-fno-split-loops -fno-tree-vectorize -fno-ipa-cp-clone -fno-inline}
    set name "profile: $flags"
    file delete vliw-prof.gcda vliw-prof.json vliw-prof-paper.json
    set gen [concat $cc $flags $keep -fprofile-generate]
    if { ![vliw-profile-step "$name: -fprofile-generate" \
	       [concat $gen -c $src -o vliw-prof.o]]
	 || ![vliw-profile-step "$name: link" \
		  [concat $gen vliw-prof.o -o vliw-prof.exe]]
	 || ![vliw-profile-step "$name: run" \
		  [concat [board_info target xopt,exec_prefix] \
		       [file normalize vliw-prof.exe]]] } {
	return
    }
    if { ![file exists vliw-prof.gcda] } {
	fail "$name: run writes vliw-prof.gcda"
	return
    }
    set use [concat $cc $flags $keep -fprofile-use -Wno-missing-profile \
		 [xopt-plugin-flags] -c $src -o vliw-prof.o]
    if { ![vliw-profile-step "$name: -fprofile-use" \
	       [concat $use -fplugin-arg-xopt_vliw-json=vliw-prof.json]]
	 || ![vliw-profile-step "$name: -fprofile-use weights=paper" \
		  [concat $use -fplugin-arg-xopt_vliw-weights=paper \
		       -fplugin-arg-xopt_vliw-json=vliw-prof-paper.json]] } {
	return
    }
    set measured [vliw-profile-weights vliw-prof.json scan]
    set estimated [vliw-profile-weights vliw-prof-paper.json scan]
    verbose -log "profile weights: $measured; paper weights: $estimated"
    if { [lsearch -regexp $measured {^"weight": 20(\.0*)?$}] >= 0
	 && [lsearch -regexp $estimated {^"weight": 20(\.0*)?$}] < 0
	 && [lsearch -regexp $estimated {^"weight": 25(\.0*)?$}] >= 0 } {
	pass "$name: profile counts are the weights"
    } else {
	fail "$name: profile counts are the weights"
    }
    set xopt_last_test "profile $flags"
    foreach file {vliw-prof.json vliw-prof-paper.json} {
	xopt-vliw-run xopt-vliw-check vliw-check $file {}
    }
}
