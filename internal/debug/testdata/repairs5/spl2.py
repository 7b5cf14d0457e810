# op: SPL (split on one space where any whitespace was meant)
def words(s):
    return len(s.split(" "))


assert words("a b  c") == 3
