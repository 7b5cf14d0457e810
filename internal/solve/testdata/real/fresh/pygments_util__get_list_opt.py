# pygments.util.get_list_opt as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/pygments/util.py (Debian-packaged Python library), lines 34-35, 82-91.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

class OptionError(Exception):
    pass

def get_list_opt(options, optname, default=None):
    val = options.get(optname, default)
    if isinstance(val, str):
        return val.split()
    elif isinstance(val, (list, tuple)):
        return list(val)
    else:
        raise OptionError('Invalid type %r for option %s; you '
                          'must give a list value' % (
                              val, optname))
