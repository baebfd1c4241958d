# xopt_sms links the C++ runtime statically: cc1 does not load
# libstdc++.so, and dlopen relocating it for the plugin cost more than the
# whole pass (a quarter of the instructions of a small compile).  The
# plugin's references to operator new/delete still bind to cc1's own.
sms_LIBS := -static-libstdc++ -static-libgcc
