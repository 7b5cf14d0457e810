# A block calling C functions an earlier block bound; it imports nothing of
# ctypes, but sets the result type of one (restype: a foreign function's).
printf.restype = None
printf(b"%d %d\n", 1, 2)
print(strlen(b"spam"))
