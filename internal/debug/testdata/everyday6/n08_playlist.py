from dataclasses import dataclass, field


@dataclass
class Playlist:
    songs: list = field(default_factory=list)
    index: int = 0
    played: int = 0

    def current(self):
        return self.songs[self.index]

    def skip(self):
        index = (self.index + 1) % len(self.songs)
        self.played += 1
        return self.current()


p = Playlist(["intro", "blue", "rain", "outro"])
heard = [p.current()]
for _ in range(5):
    heard.append(p.skip())
result = (heard, p.played)
print(result)
assert result == (["intro", "blue", "rain", "outro", "intro", "blue"], 5), result
