# op: FLD (one field of a class used for its sibling)
from dataclasses import dataclass


@dataclass
class Box:
    width: float
    depth: float

    def area(self):
        return self.width * self.width


assert Box(2, 3).area() == 6
