# A function where xopt_sms pipelines no loop must come out byte-identical
# to the build without the plugin (issue 13, point 4).  sms.exp sources this
# file and calls sms-unchanged-run for the tests of this directory and the
# real-style files of unchanged/.
#
# Each file is compiled to assembly with the board's flags and its own
# dg-options, once with the plugin (and its dump, which names the
# functions with a pipelined loop) and once without.  When no loop of the
# file is pipelined the two .s files must be equal byte for byte; when
# some are, every other function must be equal once the local label
# numbers (.L<n>, .LC<n>, which count over the whole file) are renumbered
# in the order they appear in the function.  The build without the plugin
# drops the test's plugin options too (cc1 refuses an argument for a
# plugin it has not loaded).  Files that do not compile (option error
# tests) are reported unsupported.

# The dg-options of FILE without dump and remark options, and without any
# option of the plugin when PLUGIN is 0.
proc sms-unchanged-options { file plugin } {
    set drop {-fdump-* -fopt-info* -fplugin-arg-xopt_sms-dump* -fplugin-arg-xopt_sms-dot*}
    if { !$plugin } {
	lappend drop -fplugin-arg-xopt_sms-*
    }
    return [xopt-own-dg-options $file $drop]
}

# The names of the functions in the xopt_sms dump DUMP that have a
# pipelined loop.
proc sms-unchanged-pipelined { dump } {
    set fd [open $dump r]
    set names {}
    set current ""
    while { [gets $fd line] >= 0 } {
	# The assembler name in parentheses: a clone's dump name
	# (fill_ints.constprop) lacks its number (fill_ints.constprop.0).
	if { [regexp {^;; Function [^ ]+ \(([^,]+),} $line -> name]
	     || [regexp {^;; Function ([^ ]+) } $line -> name] } {
	    set current $name
	} elseif { [regexp {^loop [0-9]+: software-pipelined} $line] } {
	    lappend names $current
	}
    }
    close $fd
    return [lsort -unique $names]
}

# Compile FILE with FLAGS with and without the plugin, to assembly.
# Returns {} when either does not compile, else {PIPELINED WITH WITHOUT}:
# the functions with a pipelined loop (from the plugin's dump) and the two
# assembly texts.
proc sms-unchanged-build { file flags } {
    global xopt_timeout
    set own [sms-unchanged-options $file 1]
    set own_plain [sms-unchanged-options $file 0]
    set tail [file tail $file]
    set base [file rootname $tail]
    foreach old [glob -nocomplain -- "$tail.*r.xopt_sms*"] {
	file delete -- $old
    }
    set cc [board_info target compiler]
    set with [list $cc $file {*}[xopt-plugin-flags] {*}$flags {*}$own \
		  -fplugin-arg-xopt_sms-dump -S -dumpbase "" -o $base.sms.s]
    set without [list $cc $file {*}$flags {*}$own_plain -S -o $base.base.s]
    foreach command [list $with $without] {
	set result [xopt-exec $xopt_timeout $command]
	if { [lindex $result 0] != 0 } {
	    verbose -log "[join $command]\n[lindex $result 1]"
	    return {}
	}
    }
    set dump [lindex [glob -nocomplain -- "$tail.*r.xopt_sms"] 0]
    set pipelined ""
    if { $dump ne "" } {
	set pipelined [sms-unchanged-pipelined $dump]
    }
    return [list $pipelined [xopt-read-file $base.sms.s] \
		[xopt-read-file $base.base.s] [expr {$dump ne ""}]]
}

# Compile FILE with FLAGS with and without the plugin and compare.  When
# some function is pipelined, both are compiled again with -fno-ipa-ra for
# the comparison of the others: with IPA-RA a caller's registers follow
# the registers its callees use, so a function that calls a pipelined one
# is allocated differently although the plugin left it alone.
proc sms-unchanged-test { file flags } {
    set name "unchanged: [file tail $file] $flags"
    if { [regexp -- {-fplugin-arg-xopt_sms-help} [sms-unchanged-options $file 1]] } {
	unsupported "$name (prints the options, compiles nothing)"
	return
    }
    set built [sms-unchanged-build $file $flags]
    if { [llength $built] == 0 } {
	unsupported "$name (does not compile)"
	return
    }
    lassign $built pipelined a b dumped
    if { !$dumped } {
	fail "$name (no dump)"
	return
    }
    if { [llength $pipelined] == 0 } {
	if { $a eq $b } {
	    pass "$name: nothing pipelined, identical"
	} else {
	    fail "$name: nothing pipelined, identical"
	}
	return
    }
    lassign [sms-unchanged-build $file "$flags -fno-ipa-ra"] pipelined a b
    set fa [xopt-asm-by-function $a]
    set fb [xopt-asm-by-function $b]
    set differ {}
    set same 0
    dict for {fn text} $fb {
	# A function's cold part (NAME.cold) goes with it.
	regsub {\.cold$} $fn "" owner
	if { [lsearch -exact $pipelined $owner] >= 0 } {
	    continue
	}
	if { ![dict exists $fa $fn] || [dict get $fa $fn] ne $text } {
	    lappend differ $fn
	} else {
	    incr same
	}
    }
    if { [llength $differ] == 0 } {
	pass "$name: $same functions without a pipelined loop identical (-fno-ipa-ra)"
    } else {
	fail "$name: functions without a pipelined loop differ: $differ"
    }
}

proc sms-unchanged-run { files flag_sets } {
    foreach file $files {
	foreach flags $flag_sets {
	    sms-unchanged-test $file $flags
	}
    }
}
