import inspect


async def ticks(n):
    for i in range(n):
        yield i


def scale(values, *, factor):
    return [v * factor for v in values]


def describe():
    '''Nothing but a docstring.'''


print(inspect.isasyncgenfunction(ticks))
