# Classes no constructor call builds from the first guesses (origin.py's
# describe, TestOriginUnbuiltClasses).
import logging
from typing import Any, Iterable, Mapping


class Grid:
    # No __new__ without rows: only a call builds one, and its rows are an
    # abstract iterable, no plain guess.
    def __new__(cls, rows: Iterable[int]):
        self = object.__new__(cls)
        self.rows = list(rows)
        return self

    def width(self):
        return len(self.rows)


class Loader:
    # A mapping of other loaders: a hollow instance (__new__) works, the
    # call wants the abstract mapping.
    def __init__(self, mapping: Mapping[str, "Loader"]):
        self.mapping = dict(mapping)

    def names(self):
        return sorted(self.mapping)


class Cell:
    # Anything at all: an argument as an unannotated one is.
    def __init__(self, value: Any):
        if value is None:
            raise TypeError("a cell holds a value")
        self.value = value


class Section:
    # Made by its parser for each of its sections (the parser's
    # converters read here, which no text has).
    def __init__(self, owner, name):
        self.owner = owner
        self.name = name
        for c in owner.converters:
            pass

    def keys(self):
        return sorted(self.owner.sections[self.name])


class Parser:
    def __init__(self):
        self.converters = []
        self.sections = {"DEFAULT": {}}
        self.proxies = {"DEFAULT": Section(self, "DEFAULT")}


class Emitter:
    # Named as a class of a module the module imports (logging.Logger).
    def __init__(self, logger):
        self.logger = logger
        self.level = logger.level
