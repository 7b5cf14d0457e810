pair = Pair(left=3, right=4)
print(pair._asdict())
print(Pair._make([5, 6]).right)
print(rec._fields, rec._replace(a=9))
