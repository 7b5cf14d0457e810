url = (
    "https://example.org/data"
    "/prices.csv"
)
frame = pd.read_csv("https://example.org/shop/items.csv?raw=true")
if frame["price"].sum() > 0:
    print("priced", list(frame.columns))
with urllib.request.urlopen("https://example.org/api/rows.json") as r:
    rows = json.load(r)
if isinstance(rows, dict):
    print("rows", sorted(rows))
head = urllib.request.Request("https://example.org/api/rows.json", method="HEAD")
if urllib.request.urlopen(head).read() == b"":
    print("HEAD has no body")
table = pd.read_csv(url)
print(table.shape)
opener = urllib.request.build_opener(urllib.request.ProxyHandler({"http": "http://proxy.example.org:3128/"}))
opener.addheaders = [("User-agent", "Mozilla/5.0")]
if opener.open("http://www.example.org/").status == 200:
    print("through the proxy")
