class Channel:
    LOW = 0
    HIGH = 100

    def __init__(self, name, level=50):
        self.name = name
        self.level = self.clamp(level)
        self.muted = False

    @classmethod
    def clamp(cls, value):
        return min(cls.LOW, max(cls.HIGH, value))

    def nudge(self, delta):
        self.level = self.clamp(self.level + delta)


class Mixer:
    def __init__(self, names):
        self.channels = {name: Channel(name) for name in names}

    def apply(self, moves):
        for name, delta in moves:
            self.channels[name].nudge(delta)

    def levels(self):
        return {name: ch.level for name, ch in self.channels.items()}


mixer = Mixer(["vocals", "drums", "bass"])
mixer.apply([("vocals", 30), ("vocals", 40), ("drums", -80), ("bass", 5)])
result = mixer.levels()
print(result)
assert result == {"vocals": 100, "drums": 0, "bass": 55}, result
