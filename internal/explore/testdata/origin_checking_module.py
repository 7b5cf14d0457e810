# A class whose constructor names its owner's class only for type checkers
# (the import under TYPE_CHECKING) and keeps the owner by a weak reference,
# as a provider its application owns does.
import typing
import weakref

if typing.TYPE_CHECKING:
    from argparse import ArgumentParser as Owner


class Provider:
    def __init__(self, owner: "Owner"):
        self._owner = weakref.proxy(owner)

    def describe(self):
        return self._owner.__class__.__name__ + " " + str(self._owner.add_help)
