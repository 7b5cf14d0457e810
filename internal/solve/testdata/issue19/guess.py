# An unannotated parameter whose first guess (int) fails: retried as str.
def shout(s):
    return s + "!"
