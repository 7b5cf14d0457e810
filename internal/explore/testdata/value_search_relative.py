# A path compared with the base it should lie under: the real path the
# prefix builds with no argument is not, and raises; the path built from
# the base is, and returns.
try:
    path.relative_to(base)
    exit(True)
except ValueError:
    exit(False)
