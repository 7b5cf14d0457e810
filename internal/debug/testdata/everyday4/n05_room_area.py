from dataclasses import dataclass, field


@dataclass
class Room:
    name: str
    width: float
    length: float

    @property
    def area(self):
        return self.width * self.width


@dataclass
class Flat:
    rooms: list = field(default_factory=list)

    def add(self, name, width, length):
        self.rooms.append(Room(name, width, length))
        return self

    def floor_area(self):
        return round(sum(r.area for r in self.rooms), 1)


flat = Flat().add("kitchen", 3.0, 4.0).add("bedroom", 3.5, 4.0).add("hall", 1.5, 4.0)
print(flat.floor_area())
assert flat.floor_area() == 32.0
