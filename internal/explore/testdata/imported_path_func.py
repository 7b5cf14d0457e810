import os
from shutil import copytree

copytree(templates, "site_copy")
for name in sorted(os.listdir("site_copy")):
    print(name)
