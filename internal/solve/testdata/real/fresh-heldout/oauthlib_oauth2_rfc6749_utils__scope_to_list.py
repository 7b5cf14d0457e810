# oauthlib.oauth2.rfc6749.utils.scope_to_list as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/oauthlib/oauth2/rfc6749/utils.py (Debian-packaged Python library), lines 24-31.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def scope_to_list(scope):
    """Convert a space separated string to a list of scopes."""
    if isinstance(scope, (tuple, list, set)):
        return [str(s) for s in scope]
    elif scope is None:
        return None
    else:
        return scope.strip().split(" ")
