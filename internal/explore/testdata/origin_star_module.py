# Input of TestOriginStarParameterSamples (explore, origin.py's star_samples):
# functions whose star parameters' contents the body reads.


def options(name, **kw):
    if "verbose" in kw and kw.get("depth"):
        return name * kw["depth"]
    return name


def passed_on(*args, **kwargs):
    return print(*args, **kwargs)
