"""scripts/codeshape on toy GNU-style sources: long functions, the file
call graph (a file's own function of a name shadows another file's, member
calls by their last name) and the cycles between files."""
from xopttools import codeshape

A = """\
/* a.cc: calls b_leaf (in b.cc) and its own helper.  */
static int
helper (int x)
{
  return x + 1;
}

int
a_top (int x)
{
  /* b_fake (x) in a comment is no call, nor "c_top (1)" in a string.  */
  return helper (b_leaf (x));
}
"""
B = """\
int
b_leaf (int x)
{
  return x;
}

int
helper (int x)
{
  return x;
}

bool
table::fits (int x)
{
  return x > 0;
}
"""
C = """\
int
c_top (int x)
{
  table t;
  if (t.fits (x))
    return a_top (x);
  return 0;
}
"""


def tree(tmp_path, files):
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    return codeshape.read_tree(tmp_path)


def test_graph_follows_calls_not_comments_and_local_names_win(tmp_path):
    fns = tree(tmp_path, {"a.cc": A, "b.cc": B, "c.cc": C})
    graph = codeshape.file_graph(fns)
    assert graph == {"a.cc": {"b.cc"}, "b.cc": set(),
                     "c.cc": {"a.cc", "b.cc"}}
    assert codeshape.cycles(graph) == []


def test_a_cycle_between_files_is_found(tmp_path):
    back = B + "\nint\nb_back (int x)\n{\n  return c_top (x);\n}\n"
    fns = tree(tmp_path, {"a.cc": A, "b.cc": back, "c.cc": C})
    assert codeshape.cycles(codeshape.file_graph(fns)) == [
        ["a.cc", "b.cc", "c.cc"]]
    assert codeshape.main([str(tmp_path)]) == 1


def test_long_functions_counted_from_name_to_brace(tmp_path):
    body = "int\nlong_one (void)\n{\n" + "  f ();\n" * 10 + "}\n"
    fns = tree(tmp_path, {"a.cc": body})
    assert [f.lines for f in fns] == [13]
    assert codeshape.long_functions(fns, 12)[0].name == "long_one"
    assert codeshape.long_functions(fns, 13) == []
    assert codeshape.main([str(tmp_path), "--max-lines", "13"]) == 0
