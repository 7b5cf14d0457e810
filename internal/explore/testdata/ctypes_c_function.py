from ctypes import c_char_p, c_int
strchr.restype = c_char_p
print(strchr(b"abcdef", ord("d")))
libc.printf.restype = c_int
libc.printf(b"%d\n", 42)
