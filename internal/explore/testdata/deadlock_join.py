import queue
import threading
from concurrent.futures import ThreadPoolExecutor

jobs = queue.Queue()

def worker():
    item = jobs.get()  # nobody puts one
    print(item)

t = threading.Thread(target=worker)
t.start()
executor = ThreadPoolExecutor(max_workers=1)
print(executor.submit(pow, 2, 5).result())
t.join()
print("never")
