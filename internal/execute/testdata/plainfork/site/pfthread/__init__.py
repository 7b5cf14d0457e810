# Starts a thread when imported: a fork would not have it.
import threading
import time

threading.Thread(target=time.sleep, args=(600,), daemon=True).start()
