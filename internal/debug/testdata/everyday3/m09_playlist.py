class Playlist:
    songs = []

    def __init__(self, name):
        self.name = name

    def add(self, song):
        self.songs.append(song)
        return len(self.songs)

    def duration(self):
        return sum(length for _, length in self.songs)


road = Playlist("road trip")
road.add(("drive", 210))
road.add(("highway", 185))
calm = Playlist("calm")
calm.add(("rain", 300))
print(calm.duration())
assert calm.duration() == 300
