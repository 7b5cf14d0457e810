import queue
import threading

def worker(out, count):
    for i in range(count):
        out.put(i * 2)
    out.put(None)

if __name__ == '__main__':
    results = queue.Queue()
    t = threading.Timer(3600, worker, args=(results,), kwargs={'count': 3})
    t.daemon = True
