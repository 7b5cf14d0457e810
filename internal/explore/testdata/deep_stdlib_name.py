data = "<root><a>1</a></root>"
print(canonicalize(data))
doc = parseString(data)
print(doc.documentElement.tagName)
