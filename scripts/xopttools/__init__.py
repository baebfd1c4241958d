"""Python helpers behind xopt's testing scripts.

runner  -- compilers, plugins, running commands under a timeout, result classes
torture -- GCC's gcc.c-torture/execute suite as a correctness yardstick
fuzz    -- differential testing of the plugins with csmith programs

They live in a package (rather than inside the scripts) so that the pytest
tests in scripts/tests and future scripts can import and reuse them.
"""
