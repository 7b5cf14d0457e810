# urllib's legacy opener classes open connections of their own, past
# the openers urlopen installs: the hosts network serves them.
import urllib.request
opener = urllib.request.FancyURLopener({})
with opener.open("http://www.python.org/") as f:
    page = f.read().decode('utf-8')
print("read", len(page))
