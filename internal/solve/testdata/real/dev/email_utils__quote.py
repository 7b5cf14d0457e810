# email.utils.quote as written, with what it needs from its module.
# Source: /usr/lib/python3.11/email/utils.py (Debian python3.11 standard library), lines 33-33.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

from email._parseaddr import quote
