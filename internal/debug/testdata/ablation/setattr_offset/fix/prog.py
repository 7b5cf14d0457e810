# A value flows through setattr into b.value.
class Box:
    pass


def make(v):
    b = Box()
    setattr(b, 'value', v)
    return b


def doubled(v):
    b = make(v)
    d = b.value * 2
    return d
