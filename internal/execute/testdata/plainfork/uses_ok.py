# unstuck explore, node 1
import pfok
if pfok.state == ["imported"]:
    print("imported")
