import heapq


class TaskBoard:
    def __init__(self):
        self._heap = []
        self._count = 0

    def add(self, title, priority):
        self._count += 1
        heapq.heappush(self._heap, (priority, self._count, title))

    def next_tasks(self, n):
        taken = []
        while self._heap and len(taken) < n:
            _, _, title = heapq.heappop(self._heap)
            taken.append(title)
        return taken


board = TaskBoard()
board.add("write report", 2)
board.add("fix login bug", 5)
board.add("lunch", 1)
board.add("review PR", 4)
board.add("reply to mail", 2)

first = board.next_tasks(2)
print(first)
assert first == ["fix login bug", "review PR"]
