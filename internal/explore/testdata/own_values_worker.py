import queue
import threading

def worker(q, n):
    for i in range(n):
        q.put(i * 2)

if __name__ == '__main__':
    q = queue.Queue()
    n = 3
    t = threading.Timer(3600, worker, args=(q, n))
    t.daemon = True
