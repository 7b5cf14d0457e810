# pygments.util.get_bool_opt as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/pygments/util.py (Debian-packaged Python library), lines 34-35, 48-65.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

class OptionError(Exception):
    pass

def get_bool_opt(options, optname, default=None):
    string = options.get(optname, default)
    if isinstance(string, bool):
        return string
    elif isinstance(string, int):
        return bool(string)
    elif not isinstance(string, str):
        raise OptionError('Invalid type %r for option %s; use '
                          '1/0, yes/no, true/false, on/off' % (
                              string, optname))
    elif string.lower() in ('1', 'yes', 'true', 'on'):
        return True
    elif string.lower() in ('0', 'no', 'false', 'off'):
        return False
    else:
        raise OptionError('Invalid value %r for option %s; use '
                          '1/0, yes/no, true/false, on/off' % (
                              string, optname))
