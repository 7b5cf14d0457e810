# unstuck explore, node 1
from pfsub.mod2 import pfsub
import sys
if pfsub.state == ["pkg", "mod2"]:
    print("its own submodule, imported once")
if "pfsub.mod" not in sys.modules and list(globals().get("__warningregistry__", {})) == ["version"]:
    print("not the other submodule; the warning's registry")
