# unstuck explore, node 1
import pfthread
import threading
if threading.active_count() == 3:
    print("the watchdog and the package's thread")
