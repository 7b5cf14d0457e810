@patch.multiple('__main__', thing=DEFAULT, other=DEFAULT)
def check(other, thing):
    print(repr(other), repr(thing))

check()
