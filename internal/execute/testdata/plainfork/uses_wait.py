# unstuck explore, node 1
import pfok
import threading
threading.Event().wait()
