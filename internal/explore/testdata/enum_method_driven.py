from enum import Enum
class Shade(Enum):
    LIGHT = 1
    DARK = 2
    def label(self):
        kind = type(self).__name__
        return f"{kind}:{self.name.lower()}"
print(Shade.LIGHT.value)
