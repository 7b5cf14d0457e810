MIRRORS = {
    "https://eu.example.org/pkg": (503, ""),
    "https://us.example.org/pkg": (200, "pkg-1.4.2.tar.gz"),
    "https://asia.example.org/pkg": (200, "pkg-1.4.1.tar.gz"),
}


def fetch(url):
    return MIRRORS[url]


def download(urls):
    tried = []
    body = None
    for url in urls:
        status, content = fetch(url)
        tried.append(status)
        if status == 200:
            body = content
        break
    return body, tried


result = download(list(MIRRORS))
print(result)
assert result == ("pkg-1.4.2.tar.gz", [503, 200]), result
