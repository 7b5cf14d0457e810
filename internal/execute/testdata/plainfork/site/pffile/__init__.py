# Writes a file into the home when imported: a fork's fresh box would not have it.
import os

with open(os.path.join(os.environ["HOME"], "pffile.txt"), "w") as f:
    f.write("x")
