# op: SIB (a number parsed as int where it has decimals)
def total(fields):
    return sum(int(f) for f in fields.split(","))


assert total("1.5,2") == 3.5
