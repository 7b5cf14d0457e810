# A value flows through heapq.heappush into h[0].
import heapq


def smallest(xs):
    h = []
    for x in xs:
        heapq.heappush(h, x)
    first = h[0]
    return first
