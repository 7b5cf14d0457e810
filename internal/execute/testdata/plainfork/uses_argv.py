# unstuck explore, node 1
import pfargv
import os
if os.path.basename(pfargv.prog) == os.path.basename(__file__):
    print("imported by this file")
