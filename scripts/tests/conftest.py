"""Make scripts/xopttools importable as "xopttools" from the tests, which is
how scripts/torture and scripts/fuzz import it."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
