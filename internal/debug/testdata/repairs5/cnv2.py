# op: CNV (parsed fields kept as text)
def version(s):
    return s.split(".")


assert version("1.10") > version("1.9")
