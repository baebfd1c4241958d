"""bench_ifconv reads what xopt_ifconv did to the timed function's loop
from the plugin's and GCC's dumps."""

from xopttools import bench, bench_ifconv

# Two blocks under the same branch outcome: one class, one predicate.
REGION = """
;; Function main (main, funcdef_no=26, decl_uid=1, cgraph_uid=2, symbol_order=3)

k.c:12:1: missed: loop not if-converted: multiple exits

;; Function kernel (kernel, funcdef_no=24, decl_uid=4, cgraph_uid=5, symbol_order=6)

Region of loop 1: 5 blocks, exit block bb7
  bb3: ipdom bb7, CD {}, R = p0
  bb4: ipdom bb5, CD {bb3->bb4 (T)}, R = p1
  bb5: ipdom bb7, CD {bb3->bb4 (T)}, R = p1
  bb6: ipdom bb7, CD {bb3->bb6 (F)}, R = p2
  bb7: ipdom exit, CD {}, R = p0
  K(p1) = {bb3->bb4 (T)}
  K(p2) = {bb3->bb6 (F)}
Predicates (R&K): 2, blocks 5
"""

VECTORIZED = """
;; Function kernel (kernel, funcdef_no=24, decl_uid=4, cgraph_uid=5, symbol_order=6)

loop 2 (original loop 1): vectorized
k.c:10:1: optimized: loop if-converted and vectorized: 5 blocks, 2 predicates (R&K), \
3 trap-safe operands, 1 masked accesses
"""

KEPT = """
;; Function kernel (kernel, funcdef_no=24, decl_uid=4, cgraph_uid=5, symbol_order=6)

loop 2 (original loop 1, still there): not vectorized
k.c:10:1: missed: loop if-converted but not vectorized: the original loop is kept \
(5 blocks, 2 predicates (R&K), 0 trap-safe operands, 0 masked accesses)
"""

VECT_LOOP = """
;; Function kernel (kernel, funcdef_no=24, decl_uid=4, cgraph_uid=5, symbol_order=6)

k.c:10:1: optimized: loop vectorized using 32 byte vectors
"""

VECT_SLP = """
;; Function main (main, funcdef_no=26, decl_uid=1, cgraph_uid=2, symbol_order=3)

k.c:10:1: optimized: loop vectorized using 32 byte vectors

;; Function kernel (kernel, funcdef_no=24, decl_uid=4, cgraph_uid=5, symbol_order=6)

k.c:10:1: optimized: basic block part vectorized using 32 byte vectors
"""


def test_counts_classes_and_reads_the_remark():
    loop = bench_ifconv.parse_kernel(REGION, VECTORIZED, VECT_LOOP)
    assert (loop.outcome, loop.blocks, loop.predicates, loop.cd_classes) == ("loop", 5, 2, 2)
    assert (loop.trap_safe, loop.masked, loop.one_per_block) == (3, 1, 4)


def test_basic_block_slp_of_the_converted_copy_counts_as_vectorized():
    loop = bench_ifconv.parse_kernel(REGION, VECTORIZED, VECT_SLP)
    assert loop.outcome == "BB SLP" and loop.vectorized


def test_kept_original_loop_is_not_vectorized():
    loop = bench_ifconv.parse_kernel(REGION, KEPT, VECT_LOOP)
    assert loop.outcome == "not vectorized" and loop.converted and not loop.vectorized


def test_reason_of_the_timed_function_only():
    region = REGION.replace("Predicates (R&K): 2, blocks 5", "").replace(
        "Region of loop 1", "k.c:10:1: missed: loop not if-converted: call with side effects\n"
        "Region of loop 1")
    loop = bench_ifconv.parse_kernel(region, "", "")
    assert loop.outcome == "not converted: call with side effects" and not loop.converted


def test_constprop_clone_is_preferred():
    clone = REGION.replace("Function kernel (kernel,", "Function kernel.constprop (k.0,")
    dump = clone.replace("Predicates (R&K): 2", "Predicates (R&K): 7") + REGION
    assert bench_ifconv.kernel_section(dump).count("Predicates (R&K): 7") == 1


def test_acceptance_flags_a_lost_loop_and_a_slow_kernel():
    loops = {"k1": bench_ifconv.parse_kernel(REGION, KEPT, ""),
             "k2": bench_ifconv.parse_kernel(REGION, VECTORIZED, VECT_LOOP)}
    rows = {"k1": {"gcc-O3": 1.0, "ifconv": 0.9, "notrap": 2.0},
            "k2": {"gcc-O3": 1.0, "ifconv": 3.0, "notrap": 2.0}}
    checks = bench_ifconv.acceptance(
        loops, bench.Results(rows, {"k1": ["notrap"], "k2": ["ifconv"]}))
    assert "- [ ] vectorized with -fno-trapping-math: 1; with the plugin under " \
           "-ftrapping-math: 0 (not: k1)" in checks
    assert "- [ ] kernels slower than 0.97x gcc -O3: k1 0.90" in checks
    assert "- vectorized with the plugin, by neither gcc -O3 nor -fno-trapping-math: k2" in checks
    assert checks[-1] == "- [x] predicates = control-dependence classes on every converted loop"


def test_table_puts_counts_beside_speedups():
    loops = {"k1": bench_ifconv.parse_kernel(REGION, VECTORIZED, VECT_SLP),
             "k2": bench_ifconv.parse_kernel("", "", "")}
    rows = {"k1": {"gcc-O3": 1.0, "ifconv": 4.0}, "k2": {"gcc-O3": 2.0, "ifconv": 1.0}}
    table = bench_ifconv.loops_table(loops, bench.Results(rows, {"k1": ["ifconv"]}),
                                     ["gcc-O3", "ifconv"])
    assert "| k1 | 1.00 | 4.00 | ifconv | BB SLP | 5 | 2 | 2 | 4 | 3 | 1 |" in table
    assert "| k2 | 2.00 | 1.00 | none | not converted: no remark | - | - | - | - | - | - |" in table
    assert table.endswith("| geomean / total | 1.41 | 2.00 | | 1 vectorized, 1 converted "
                          "| 5 | 2 | 2 | 4 | 3 | 1 |")
