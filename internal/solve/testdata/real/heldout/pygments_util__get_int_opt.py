# pygments.util.get_int_opt as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/pygments/util.py (Debian-packaged Python library), lines 34-35, 68-79.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

class OptionError(Exception):
    pass

def get_int_opt(options, optname, default=None):
    string = options.get(optname, default)
    try:
        return int(string)
    except TypeError:
        raise OptionError('Invalid type %r for option %s; you '
                          'must give an integer value' % (
                              string, optname))
    except ValueError:
        raise OptionError('Invalid value %r for option %s; you '
                          'must give an integer value' % (
                              string, optname))
