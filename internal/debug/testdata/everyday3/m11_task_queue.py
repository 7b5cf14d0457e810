class TaskQueue:
    def __init__(self):
        self.items = []
        self.head = 0

    def push(self, task):
        self.items.append(task)

    def pop(self):
        if self.head >= len(self.items):
            return None
        task = self.items[self.head]
        self.head += 1
        return task

    def __len__(self):
        return len(self.items)

    def drain(self, limit):
        done = []
        while len(self) > 0 and len(done) < limit:
            done.append(self.pop())
        return done


q = TaskQueue()
for name in ["a", "b", "c", "d", "e"]:
    q.push(name)
q.pop()
q.pop()
left = q.drain(10)
print(left)
assert left == ["c", "d", "e"]
