class Project:
    def __init__(self, name):
        self.name = name
        self.tasks = {}

    def add(self, task, done=False):
        self.tasks[task] = done

    def complete(self, task):
        if task in self.tasks:
            self.tasks[task] = True

    def progress(self):
        if not self.tasks:
            return 0.0
        done = sum(1 for v in self.tasks.values() if v)
        return round(done * 100 // len(self.tasks), 1)


p = Project("website")
for t in ["design", "backend", "frontend"]:
    p.add(t)
p.complete("design")
p.complete("backend")
print(p.progress())
assert p.progress() == 66.7
