# A run's view of its harness (TestCompiledRuntime): python3 gives __main__
# the builtins module, and the harness module was imported with its
# checked-hash compiled file beside it, made from the very source there.
import builtins
import importlib.util
import sys
MAIN_BUILTINS = __builtins__ is builtins
h = sys.modules["_unstuck_harness"]
with open(h.__file__, "rb") as f:
    src = f.read()
with open(importlib.util.cache_from_source(h.__file__), "rb") as f:
    pyc = f.read()
CHECKED = int.from_bytes(pyc[4:8], "little") == 3 and pyc[8:16] == importlib.util.source_hash(src)
print(MAIN_BUILTINS, CHECKED)
