# pydoc.cram as written, with what it needs from its module.
# Source: /usr/lib/python3.11/pydoc.py (Debian python3.11 standard library), lines 224-230.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def cram(text, maxlen):
    """Omit part of a string if needed to make it fit in a maximum length."""
    if len(text) > maxlen:
        pre = max(0, (maxlen-3)//2)
        post = max(0, maxlen-3-pre)
        return text[:pre] + '...' + text[len(text)-post:]
    return text
