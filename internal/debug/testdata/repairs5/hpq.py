# op: HPQ (a min-heap used where the largest was meant)
import heapq


def top(scores):
    h = []
    for s in scores:
        heapq.heappush(h, (s, str(s)))
    return heapq.heappop(h)[1]


assert top([3, 9, 4]) == "9"
