# unstuck explore, node 1
from pfsub.light import pfsub
import sys
if pfsub.state == ["pkg", "light"]:
    print("its own submodule, imported in the fork")
if "pfsub.mod" not in sys.modules:
    print("not the other submodule")
