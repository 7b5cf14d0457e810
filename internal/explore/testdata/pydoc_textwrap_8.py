print("wrapping")
wrapped = dedent(make_text(), 42)
print(wrapped)
