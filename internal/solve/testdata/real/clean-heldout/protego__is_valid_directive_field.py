# protego._is_valid_directive_field as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/protego.py (Debian-packaged Python library), lines 16-16, 17-17, 18-18, 19-19, 20-20, 21-21, 22-22, 31-38.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

_DISALLOW_DIRECTIVE = {'disallow', 'dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw'}

_ALLOW_DIRECTIVE = {'allow'}

_USER_AGENT_DIRECTIVE = {'user-agent', 'useragent', 'user agent'}

_SITEMAP_DIRECTIVE = {'sitemap', 'sitemaps', 'site-map'}

_CRAWL_DELAY_DIRECTIVE = {'crawl-delay', 'crawl delay'}

_REQUEST_RATE_DIRECTIVE = {'request-rate', 'request rate'}

_HOST_DIRECTIVE = {'host'}

def _is_valid_directive_field(field):
    return any([field in _DISALLOW_DIRECTIVE,
                field in _ALLOW_DIRECTIVE,
                field in _USER_AGENT_DIRECTIVE,
                field in _SITEMAP_DIRECTIVE,
                field in _CRAWL_DELAY_DIRECTIVE,
                field in _REQUEST_RATE_DIRECTIVE,
                field in _HOST_DIRECTIVE])
