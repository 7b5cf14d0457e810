# A match the block did not make (the re page's m.group(1)): the groups
# it asks of it, by number and by name, exist.
m.group(1)
m.group(2)
print(m.group("word"), m["word"], m.start(2), m.groupdict())
