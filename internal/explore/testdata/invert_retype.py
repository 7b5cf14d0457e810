# A real function refuses the kind of value the body computes its
# argument from (a list where text is wanted), not a literal inside it.
chunk = body[:4]
chunk = fsencode(chunk)
print(len(chunk), type(chunk).__name__, len(other))
