# QuixBugs correct program kheapsort.py, as written (../shared/datasets/quixbugs/correct_python_programs/kheapsort.py).


def kheapsort(arr, k):
    import heapq

    heap = arr[:k]
    heapq.heapify(heap)

    for x in arr[k:]:
        yield heapq.heappushpop(heap, x)

    while heap:
        yield heapq.heappop(heap)

