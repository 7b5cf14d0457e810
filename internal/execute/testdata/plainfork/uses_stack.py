# unstuck explore, node 1
import pfstack
import linecache
import os
here = [k for k in linecache.cache if os.path.dirname(k) == os.path.dirname(__file__)]
if here == [__file__]:
    print("its own lines, no other file's")
