# Extracted from ./cpython/Lib/xdrlib.py
for item in list:
    self.pack_uint(1)
    pack_item(item)
self.pack_uint(0)
