/* An unknown key is an error listing the valid keys.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-xopt_vliw-nosuch" } */
/* { dg-error "unknown option .-fplugin-arg-xopt_vliw-nosuch.; valid keys are: help, dump, model, algo, json, dot, time-limit, node-limit, horizon-slack, weights, mode, paths-max, max-insns" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */

int x;
