/* -fdump-tree-all also gives the plugin pass's dump file.  */
/* { dg-do compile } */
/* { dg-options "-O1 -fdump-tree-all" } */

void
empty (void)
{
}

/* { dg-final { scan-tree-dump "fixture: function empty has 0 loops" xopt_fixture } } */
