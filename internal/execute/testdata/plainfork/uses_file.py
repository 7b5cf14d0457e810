# unstuck explore, node 1
import pffile
import os
if os.path.exists(os.path.join(os.environ["HOME"], "pffile.txt")):
    print("written by the import")
