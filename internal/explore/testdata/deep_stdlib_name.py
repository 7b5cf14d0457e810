data = "<root><a>1</a></root>"
print(canonicalize(data))
doc = parseString(data)
print(doc.documentElement.tagName)
m = mock.Mock()
m.go(1)
m.go.assert_called_with(1)
