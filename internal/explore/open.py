import builtins, os
if not hasattr(os.stat, "_missing"):
    def _stat(path, *args, _real=os.stat, **kwargs):
        # Remembers what the snippet found missing (os.path.exists, isfile
        # and pathlib ask os.stat), so that open() never contradicts it.
        try:
            return _real(path, *args, **kwargs)
        except FileNotFoundError:
            if isinstance(path, (str, bytes, os.PathLike)):
                _stat._missing.add(os.path.abspath(os.fsdecode(path)))
            raise
    _stat._missing, _stat._real = set(), os.stat
    os.stat = _stat
def open(file, mode="r", *args, **kwargs):
    """The snippet's open(): a stand-in or a missing relative file opened
    for reading becomes a small file of the kind its name suggests, unless
    the snippet already found it missing: the file system answers one way."""
    if builtins.type(file).__name__ == "Stub" and "_v" not in file.__dict__:
        try:
            # The text it is: the name os.path.exists(f), listdir and a
            # later open() see too, so the file is there for all of them.
            file = file + ""
        except TypeError:
            file = "".join(c if c.isalnum() else "_" for c in str(file)) + ".txt"
    if isinstance(file, str) and "r" in mode and "+" not in mode and not os.path.isabs(file) \
            and os.path.abspath(file) not in os.stat._missing:
        try:
            os.stat._real(file)
        except OSError:
            os.makedirs(os.path.dirname(file) or ".", exist_ok=True)
            ext = file.rsplit(".", 1)[-1].lower()
            content = {"json": '{"key": "value", "items": [1, 2, 3]}', "csv": "a,b,c\n1,2,3\n4,5,6\n",
                       "xml": "<root><item>1</item></root>", "html": "<html><body><p>text</p></body></html>"}.get(ext, "line one\nline two\n")
            with builtins.open(file, "w") as f:
                f.write(content)
    return builtins.open(file, mode, *args, **kwargs)
