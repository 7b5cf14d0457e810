# A block of ctypes' page (the file's name) calls C functions an earlier
# block bound; it names nothing of ctypes itself.
printf(b"%d %d\n", 1, 2)
print(strlen(b"spam"))
