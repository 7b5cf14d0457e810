# heapq._siftdown as written, with what it needs from its module.
# Source: /usr/lib/python3.11/heapq.py (Debian python3.11 standard library), lines 207-219.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _siftdown(heap, startpos, pos):
    newitem = heap[pos]
    # Follow the path to the root, moving parents down until finding a place
    # newitem fits.
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if newitem < parent:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem
