# heapq._siftdown_max as written, with what it needs from its module.
# Source: /usr/lib/python3.11/heapq.py (Debian python3.11 standard library), lines 280-293.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _siftdown_max(heap, startpos, pos):
    'Maxheap variant of _siftdown'
    newitem = heap[pos]
    # Follow the path to the root, moving parents down until finding a place
    # newitem fits.
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if parent < newitem:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem
