# http.cookiejar.strip_quotes as written, with what it needs from its module.
# Source: /usr/lib/python3.11/http/cookiejar.py (Debian python3.11 standard library), lines 459-464.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def strip_quotes(text):
    if text.startswith('"'):
        text = text[1:]
    if text.endswith('"'):
        text = text[:-1]
    return text
