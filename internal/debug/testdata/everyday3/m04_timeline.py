import bisect


class Timeline:
    def __init__(self):
        self.times = []
        self.labels = []

    def add(self, t, label):
        i = bisect.bisect_right(self.times, t)
        self.times.insert(i, t)
        self.labels.insert(i, label)

    def before(self, t):
        """Labels of the events strictly before time t."""
        i = bisect.bisect_right(self.times, t)
        return self.labels[:i]


tl = Timeline()
for t, label in [(15, "lunch"), (5, "standup"), (10, "review"), (10, "deploy"), (20, "retro")]:
    tl.add(t, label)
earlier = tl.before(10)
print(earlier)
assert earlier == ["standup"]
