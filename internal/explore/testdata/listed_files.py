import tarfile

with tarfile.open("sample.tar", "w") as tar:
    for name in ["todo", "readme", "notes"]:
        tar.add(name)
    print(tar.getnames())
