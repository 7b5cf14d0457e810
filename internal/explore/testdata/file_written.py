# A tutorial block writes to a file an earlier block opened.
value = ('the answer', 42)
f.write(str(value))
f.writelines(["one\n", "two\n"])
