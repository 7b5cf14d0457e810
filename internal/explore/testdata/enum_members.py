some_var = Color.RED
print(some_var in Color, [c.name for c in Color], Color.GREEN is not Color.RED)
print(Color(1).name, hash(Color.RED) == hash(some_var))
