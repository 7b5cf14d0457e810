# Annotated functions and a class nobody calls: only values of the types
# the annotations name get through (a Logger's info, a list of str's join,
# a Path's suffix, a Literal's member, the Path a Union admits after a
# Callable nothing builds); a number or a string in their place fails on
# the first use.
from logging import Logger
from pathlib import Path
from typing import Callable, Literal, Optional, TypeVar, Union

T = TypeVar('T')


class Tracked:
    def __init__(self, value: T, name: str, logger: Logger) -> None:
        self.name = name
        self.logger = logger
        self.value = value

    def set(self, new: T) -> None:
        self.logger.info('%s: set %r', self.name, new)
        self.value = new


def label(words: list[str], where: Path, *, mode: Literal['short', 'long'], limit: Optional[int] = None) -> str:
    text = ", ".join(words) + where.suffix
    if mode == 'short':
        text = text[:10]
    print("label", text)
    return text


def suffix_of(target: Union[Callable[..., str], Path]) -> str:
    print("suffix", repr(target.suffix))
    return target.suffix
