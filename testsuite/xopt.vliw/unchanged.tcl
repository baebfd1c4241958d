# mode=model (the default) must leave the code alone: each file is
# compiled to assembly with the board's flags and its own dg-options, once
# with the plugin (every method, the JSON and Graphviz files written) and
# once without, and the two .s files must be equal byte for byte.  Run
# tests (materialize mode) are compiled in model mode here.  Files that do
# not compile (option error tests) are skipped.

# The dg-options of FILE without dump, remark and xopt_vliw options.
proc vliw-unchanged-options { file } {
    return [xopt-own-dg-options $file {-fdump-* -fopt-info* -fplugin-arg-xopt_vliw-*}]
}

proc vliw-unchanged-test { file flags } {
    global xopt_timeout
    set own [vliw-unchanged-options $file]
    set tail [file tail $file]
    set base [file rootname $tail]
    set name "unchanged: $tail $flags"
    set cc [board_info target compiler]
    set with [list $cc $file {*}[xopt-plugin-flags] {*}$flags {*}$own \
		  -fplugin-arg-xopt_vliw-json=$base.unchanged.json \
		  -fplugin-arg-xopt_vliw-dot=$base.unchanged.dot \
		  -fplugin-arg-xopt_vliw-dump -S -dumpbase "" -o $base.vliw.s]
    set without [list $cc $file {*}$flags {*}$own -S -o $base.base.s]
    foreach command [list $with $without] {
	set result [xopt-exec $xopt_timeout $command]
	if { [lindex $result 0] != 0 } {
	    verbose -log "[join $command]\n[lindex $result 1]"
	    return
	}
    }
    file delete $base.unchanged.json $base.unchanged.dot
    if { [xopt-read-file $base.vliw.s] eq [xopt-read-file $base.base.s] } {
	pass "$name: identical"
    } else {
	fail "$name: identical"
    }
}

proc vliw-unchanged-run { files flag_sets } {
    foreach file $files {
	foreach flags $flag_sets {
	    vliw-unchanged-test $file $flags
	}
    }
}
