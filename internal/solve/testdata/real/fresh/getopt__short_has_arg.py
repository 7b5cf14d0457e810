# getopt.short_has_arg as written, with what it needs from its module.
# Source: /usr/lib/python3.11/getopt.py (Debian python3.11 standard library), lines 41-41, 43-52, 207-211.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _(s): return s

class GetoptError(Exception):
    opt = ''
    msg = ''
    def __init__(self, msg, opt=''):
        self.msg = msg
        self.opt = opt
        Exception.__init__(self, msg, opt)

    def __str__(self):
        return self.msg

def short_has_arg(opt, shortopts):
    for i in range(len(shortopts)):
        if opt == shortopts[i] != ':':
            return shortopts.startswith(':', i+1)
    raise GetoptError(_('option -%s not recognized') % opt, opt)
