if isleap(year):
    days = 366
else:
    days = 365
if iskeyword(name):
    print(name, "is reserved; try", "while")
print(days)
