class Playlist:
    def __init__(self, songs):
        self.songs = list(songs)
        self.pos = 0

    def skip(self):
        self.pos = (self.pos + 1) % len(self.songs)

    def current(self):
        return self.songs[self.pos]

    def remove(self, title):
        i = self.songs.index(title)
        self.songs.pop(i)
        if i > self.pos:
            self.pos -= 1


p = Playlist(["intro", "verse", "chorus", "bridge"])
p.skip()
p.skip()
p.remove("intro")
print(p.current())
assert p.current() == "chorus"
