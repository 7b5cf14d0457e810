links = [
    "https://shop.example.com/cart",
    "http://news.site.org/today",
    "https://status.example.com",
    "https://pets.example.com/dogs",
]


def host(url):
    for scheme in ("https://", "http://"):
        if url.startswith(scheme):
            url = url.lstrip(scheme)
    return url.split("/")[0]


def by_domain(urls):
    seen = {}
    for u in urls:
        h = host(u)
        domain = ".".join(h.split(".")[-2:])
        seen.setdefault(domain, []).append(h)
    return seen


groups = by_domain(links)
print(groups)
assert groups == {"example.com": ["shop.example.com", "status.example.com", "pets.example.com"], "site.org": ["news.site.org"]}
