# unstuck explore, node 1
from pfsub.mod import pfsub
import sys
if pfsub.state == ["pkg", "mod"]:
    print("its own submodule, imported once")
if "pfsub.mod2" not in sys.modules:
    print("not the other submodule")
