# xopt_liverange uses ISL (cc1 links the same shared libisl).
liverange_LIBS := -lisl -lgmp
