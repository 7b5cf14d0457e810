from typing import TypeVar
T = TypeVar("T")
class Box(Generic[T]):
    def get(self) -> T: ...
print(Box[int])
