import glob
import os
import shutil
from os.path import getsize, join

for root, dirs, files in os.walk('python/Lib/email'):
    for name in files:
        print(root, name, getsize(join(root, name)), "bytes")
for entry in os.scandir("reports"):
    print(entry.name, entry.is_file())
for path in glob.glob("logs/*.log"):
    with open(path) as f:
        print(path, len(f.read()))
os.makedirs("out/pages", exist_ok=True)
shutil.copytree("templates", "site")
for name in sorted(os.listdir("site")):
    print(name)
# A link the snippet makes points to a file that exists: reads through it work.
from pathlib import Path
link = Path("mylink")
link.symlink_to("setup.py")
print(link.stat().st_size, link.resolve().name)
