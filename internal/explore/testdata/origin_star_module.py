# Input of TestOriginStarParameterSamples (explore, origin.py's star_samples):
# functions whose star parameters' contents the body reads, hands on
# whole to a call, or does not.


def indexed(name, *args):
    return name + args[2]


def passed_on(*args, **kwargs):
    return print(*args, **kwargs)


def handed(*decls):
    return sorted(decls)
