# xopt_sms links the C++ runtime statically: cc1 does not load
# libstdc++.so, and dlopen relocating it for the plugin cost more than the
# whole pass (a quarter of the instructions of a small compile).  The
# plugin's references to operator new/delete still bind to cc1's own.
sms_LIBS := -static-libstdc++ -static-libgcc

# The longest-path closure (sms_longest_paths) runs at every II tried, in
# time cubic in the body; -O2's very cheap cost model leaves its inner
# loop scalar, vectorized it is 30 % of the plugin's time on
# libjpeg-turbo's jidctint.c instead of 45 %.
sms_CXXFLAGS := -fvect-cost-model=dynamic
