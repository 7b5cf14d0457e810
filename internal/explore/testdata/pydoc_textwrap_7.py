print("wrapping")
wrapped = dedent(42)
print(wrapped)
