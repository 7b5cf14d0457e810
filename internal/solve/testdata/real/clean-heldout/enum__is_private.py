# enum._is_private as written, with what it needs from its module.
# Source: /usr/lib/python3.11/enum.py (Debian python3.11 standard library), lines 78-90.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _is_private(cls_name, name):
    # do not use `re` as `re` imports `enum`
    pattern = '_%s__' % (cls_name, )
    pat_len = len(pattern)
    if (
            len(name) > pat_len
            and name.startswith(pattern)
            and name[pat_len:pat_len+1] != ['_']
            and (name[-1] != '_' or name[-2] != '_')
        ):
        return True
    else:
        return False
