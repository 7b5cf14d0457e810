# Extracted from ./cpython/Lib/pyclbr.py
super().__init__(module, name, file, lineno, end_lineno, parent)
self.is_async = is_async
if parent is not None:
    parent.methods[name] = lineno
