# Constructors origin.py's build() could give only __new__ (an instance
# with no state): parameters annotated as binary streams (typing.BinaryIO,
# which io.BytesIO is), a postponed annotation naming a union of classes,
# and a base class whose own constructor wants what only its subclasses
# pass. The annotations are objects (no postponed evaluation), the union
# written as text.
import typing as t


class Echo:
    def __init__(self, input: t.BinaryIO, output: t.BinaryIO):
        self._input = input
        self._output = output

    def readline(self):
        line = self._input.readline()
        self._output.write(line)
        return line


class Frame:
    def __init__(self):
        self.columns = []


class Table:
    def __init__(self, data: "Frame | list"):
        if not isinstance(data, Frame):
            raise TypeError("a Frame")
        self.data = data


class Spec:
    name = "spec"


class Base:
    def __init__(self, config):
        if not isinstance(config, Spec):
            raise TypeError("a Spec")
        self.spec = config

    def describe(self):
        return self.spec.name


class Concrete(Base):
    def __init__(self):
        super().__init__(Spec())
