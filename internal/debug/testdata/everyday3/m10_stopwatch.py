class Stopwatch:
    def __init__(self):
        self.elapsed = 0
        self.started = None

    def start(self, now):
        if self.started is None:
            self.started = now

    def stop(self, now):
        if self.started is None:
            return self.elapsed
        self.elapsed = now - self.started
        self.started = None
        return self.elapsed


sw = Stopwatch()
sw.start(10)
sw.stop(25)
sw.start(40)
sw.stop(45)
sw.start(50)
total = sw.stop(70)
print(total)
assert total == 40
