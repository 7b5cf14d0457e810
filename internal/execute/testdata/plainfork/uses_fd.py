# unstuck explore, node 1
import pffd
import os
try:
    os.fstat(pffd.fd)
    print("still open")
except OSError:
    pass
