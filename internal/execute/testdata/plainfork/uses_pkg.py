# unstuck explore, node 1
import pfsub
import sys
if pfsub.state == ["pkg"]:
    print("the package alone")
if "pfsub.mod" not in sys.modules and "pfsub.mod2" not in sys.modules:
    print("no submodule")
