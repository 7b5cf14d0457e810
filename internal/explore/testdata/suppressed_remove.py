import os
from contextlib import suppress

with suppress(FileNotFoundError):
    os.remove('somefile.tmp')

with suppress(FileNotFoundError):
    first = open('notes/data.txt').readline()
    print(first)
